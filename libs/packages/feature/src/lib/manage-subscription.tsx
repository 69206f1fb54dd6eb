import { readFieldErrors } from '@portal/data-access';
import {
  useUpdateSubscriptionMutation,
  type MembershipPlan,
  type Subscription,
  type SubscriptionUpdate,
} from '@portal/packages/data-access';
import { useMessages } from '@portal/ui';
import { formatDate, formatMoney } from '@portal/util';
import { Alert, Button, Card, Flex, Form, Modal, Radio, Switch } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayAfter } from './day-after';
import { usePlanText } from './plan-text';

interface ManageSubscriptionProps {
  subscription: Subscription;
  /** Every plan on offer; those of the subscription's family can be switched to. */
  plans: readonly MembershipPlan[];
}

type Change = Omit<SubscriptionUpdate, 'subscription'>;

/** What a change does and says: the dialog's title, text and button, the change sent, the message once done. */
interface Confirmation {
  title: string;
  content: string;
  okText: string;
  change: Change;
  done: string;
}

const renewsOnOf = (subscription: Subscription) =>
  subscription.next_renewal?.date ??
  (subscription.current_period_end ? dayAfter(subscription.current_period_end) : null);

/** The confirmations of turning auto-renew on or off and of switching plans, each saying what changes and when. */
function useChangeConfirmations(subscription: Subscription) {
  const { t } = useTranslation('packages');
  const planText = usePlanText();
  const effectivePlan = subscription.scheduled_change?.plan ?? subscription.plan;
  const end = subscription.current_period_end;
  const renewsOn = renewsOnOf(subscription);
  const title = planText.title(subscription.plan);
  const scheduled = subscription.scheduled_change;

  function renewal(on: boolean): Confirmation | null {
    if (!renewsOn) return null;
    if (on)
      return {
        title: t('confirm.onTitle'),
        content: t('confirm.onText', {
          plan: title,
          date: formatDate(renewsOn),
          amount: formatMoney(effectivePlan.price, effectivePlan.currency),
          every: t(`confirm.every.${effectivePlan.billing_period}`),
        }),
        okText: t('confirm.onOk'),
        change: { auto_renew: true },
        done: t('confirm.onDone'),
      };
    const charge = subscription.next_renewal ?? {
      amount: effectivePlan.price,
      currency: effectivePlan.currency,
    };
    return {
      title: t('confirm.offTitle'),
      content: [
        t('confirm.offText', {
          plan: title,
          date: formatDate(renewsOn),
          amount: formatMoney(charge.amount, charge.currency),
          end: end ? formatDate(end) : '',
        }),
        scheduled ? t('confirm.offDropsSwitch', { plan: planText.title(scheduled.plan) }) : '',
      ]
        .filter(Boolean)
        .join(' '),
      okText: t('confirm.offOk'),
      change: { auto_renew: false },
      done: t('confirm.offDone'),
    };
  }

  function switchTo(target: MembershipPlan | undefined): Confirmation | null {
    if (!target || !renewsOn) return null;
    const date = formatDate(renewsOn);
    if (target.id === subscription.plan.id && scheduled)
      return {
        title: t('confirm.keepTitle', { plan: title }),
        content: t('confirm.keepText', {
          scheduled: planText.title(scheduled.plan),
          date,
          plan: title,
          price: planText.price(subscription.plan),
        }),
        okText: t('confirm.keepOk'),
        change: { plan_id: target.id },
        done: t('confirm.keepDone'),
      };
    return {
      title: t('confirm.switchTitle', { plan: planText.title(target) }),
      content: t('confirm.switchText', {
        date,
        newPrice: planText.price(target),
        plan: planText.title(target),
        oldPrice: planText.price(effectivePlan),
        current: planText.title(effectivePlan),
      }),
      okText: t('confirm.switchOk'),
      change: { plan_id: target.id },
      done: t('confirm.switchDone', { date }),
    };
  }

  return { renewal, switchTo };
}

/**
 * A change of the subscription sent to the API: a success message, or the refusal at its field (a reason about
 * the subscription as a whole, or one the page has no field for, above the form).
 */
function useSubscriptionUpdate(subscription: Subscription) {
  const { t } = useTranslation('packages');
  const [message, messageHolder] = useMessages();
  const [update, { isLoading }] = useUpdateSubscriptionMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);

  async function apply(change: Change, done: string) {
    setErrors({});
    setFailed(false);
    const result = await update({ subscription: subscription.slug, ...change });
    if (result.error) {
      const fields = readFieldErrors(result.error);
      setErrors(fields ?? {});
      setFailed(!fields || !('auto_renew' in fields || 'plan_id' in fields));
      return;
    }
    void message.success(done);
  }

  const general = errors['subscription'] ?? (failed ? t('detail.failed') : null);
  return { apply, errors, general, isLoading, messageHolder };
}

/**
 * Auto-renew and the plan of a running subscription. Each change is confirmed first, saying what changes and
 * from when; a refused change leaves everything as it was and shows the API's reason at its field.
 */
export function ManageSubscription({ subscription, plans }: ManageSubscriptionProps) {
  const { t } = useTranslation('packages');
  const planText = usePlanText();
  // The confirmation dialog lives with this page, so antd's Modal never joins the portal's start.
  const [modal, modalHolder] = Modal.useModal();
  const renewalSwitchId = useId();
  const { apply, errors, general, isLoading, messageHolder } = useSubscriptionUpdate(subscription);
  const effectivePlan = subscription.scheduled_change?.plan ?? subscription.plan;
  const [choice, setChoice] = useState(effectivePlan.id);
  useEffect(() => setChoice(effectivePlan.id), [effectivePlan.id]);

  const family = plans.filter((plan) => plan.family === subscription.plan.family);
  const renewsOn = renewsOnOf(subscription);

  const changes = useChangeConfirmations(subscription);

  function confirm(options: Confirmation | null) {
    if (!options) return;
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText,
      cancelText: t('confirm.cancel'),
      onOk: () => apply(options.change, options.done),
    });
  }

  const switchPlan = () => confirm(changes.switchTo(family.find((plan) => plan.id === choice)));

  const renewalHelp =
    subscription.auto_renew && subscription.next_renewal
      ? t('detail.autoRenewOn', {
          date: formatDate(subscription.next_renewal.date),
          amount: formatMoney(subscription.next_renewal.amount, subscription.next_renewal.currency),
        })
      : t('detail.autoRenewOff');

  return (
    <Card title={t('detail.manage')}>
      {modalHolder}
      {messageHolder}
      <Flex vertical gap={8}>
        {general ? <Alert type="error" showIcon role="alert" title={general} /> : null}
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('detail.autoRenew')}
            htmlFor={renewalSwitchId}
            validateStatus={errors['auto_renew'] ? 'error' : undefined}
            help={errors['auto_renew'] ?? renewalHelp}
          >
            <Switch
              id={renewalSwitchId}
              checked={subscription.auto_renew}
              disabled={isLoading || !renewsOn}
              onChange={(on) => confirm(changes.renewal(on))}
            />
          </Form.Item>
          {family.length > 1 ? (
            <Form.Item
              label={t('detail.planField')}
              validateStatus={errors['plan_id'] ? 'error' : undefined}
              help={
                errors['plan_id'] ??
                (subscription.auto_renew ? t('detail.planHelp') : t('detail.planHelpOff'))
              }
            >
              <Flex vertical gap={12} align="flex-start">
                <Radio.Group
                  aria-label={t('detail.planField')}
                  value={choice}
                  onChange={(event) => setChoice(event.target.value as number)}
                  disabled={isLoading || !subscription.auto_renew}
                >
                  <Flex vertical gap={8}>
                    {family.map((plan) => (
                      <Radio key={plan.id} value={plan.id}>
                        {planText.title(plan)} · {planText.price(plan)}
                      </Radio>
                    ))}
                  </Flex>
                </Radio.Group>
                <Button
                  onClick={switchPlan}
                  disabled={isLoading || !subscription.auto_renew || choice === effectivePlan.id}
                >
                  {t('detail.switchPlan')}
                </Button>
              </Flex>
            </Form.Item>
          ) : null}
        </Form>
      </Flex>
    </Card>
  );
}
