/**
 * How a form brings a field with an error into view (antd's ScrollFocusOptions): scrolled to only when it is not
 * already clear of the sticky header (the portal's styles give form fields a scroll margin of the header's height,
 * which the scroll honours; "always", or a field hidden under the header would count as in view), then focused, so
 * the student types where the message is and a screen reader reads the field with its message. Every antd form
 * gets it on a failed submit (antd-provider.tsx); a form that marks fields from the API's answer passes it to
 * `form.scrollToField`.
 */
export const FIELD_ERROR_SCROLL = {
  focus: true,
  block: 'nearest',
  scrollMode: 'always',
} as const;
