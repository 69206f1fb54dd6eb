import type { FormRule } from 'antd';
import { isIsoDate, isoToday, isValidPhone } from '@portal/util';

/** The rules of a required date field that may not lie in the past (antd Form rules). */
export function notPastDateRules(requiredMessage: string, pastMessage: string): FormRule[] {
  return [
    { required: true, message: requiredMessage },
    {
      validator: (_rule, value) =>
        !value || (isIsoDate(value) && value >= isoToday())
          ? Promise.resolve()
          : Promise.reject(new Error(pastMessage)),
    },
  ];
}

/** A phone number by the one phone rule the API applies too; an empty field is left to the required rule. */
export function phoneRule(message: string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || !value.trim() || isValidPhone(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}
