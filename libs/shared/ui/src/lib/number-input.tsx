import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface NumberInputProps extends Omit<
  InputNumberProps<number>,
  'controls' | 'value' | 'onChange' | 'step' | 'min' | 'max'
> {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** A button changed the number (`onChange` has been told too): for an owner that saves on blur or Enter. */
  onStep?: (value: number) => void;
  /** What the number is, for its buttons' names: "Increase quantity", "Decrease quantity". */
  stepLabel: string;
  step?: number;
  /** The bounds of the buttons; what is typed is the owner's to check, and to explain when out of bounds. */
  min?: number;
  max?: number;
}

/**
 * antd's InputNumber with a decrease and an increase button in the student's language. antd's own steppers are
 * named "Increase Value" / "Decrease Value" in English whatever the locale (rc-input-number's fixed labels, no
 * prop or locale changes them), so they are turned off and these take their place: real buttons, reachable by
 * keyboard, beside the field that keeps its arrow keys.
 */
export function NumberInput({
  value,
  onChange,
  onStep,
  stepLabel,
  step = 1,
  min,
  max,
  disabled,
  ...props
}: NumberInputProps) {
  const { t } = useTranslation('common');
  const current = value ?? min ?? 0;
  const decimals = (String(step).split('.')[1] ?? '').length;
  const stepBy = (direction: 1 | -1) => {
    const next = Math.min(
      max ?? Infinity,
      Math.max(min ?? -Infinity, Number((current + direction * step).toFixed(decimals))),
    );
    onChange?.(next);
    onStep?.(next);
  };
  return (
    <Space.Compact>
      <Button
        icon={<MinusOutlined aria-hidden />}
        aria-label={t('numberInput.decrease', { label: stepLabel })}
        disabled={disabled || (min !== undefined && current <= min)}
        onClick={() => stepBy(-1)}
      />
      <InputNumber<number>
        {...props}
        value={value}
        onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
        step={step}
        disabled={disabled}
        controls={false}
      />
      <Button
        icon={<PlusOutlined aria-hidden />}
        aria-label={t('numberInput.increase', { label: stepLabel })}
        disabled={disabled || (max !== undefined && current >= max)}
        onClick={() => stepBy(1)}
      />
    </Space.Compact>
  );
}
