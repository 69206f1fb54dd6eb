import { message } from 'antd';
import { TOAST_SECONDS } from '@portal/ui-light';

// Its own module: only the pages that confirm something with a message load antd's message code.
/**
 * Short confirmations ("Copied") for one component: the message API and the holder to render beside it (it
 * shows the toasts in the theme around it), lasting as long as the portal's toasts.
 */
export function useMessages() {
  return message.useMessage({ duration: TOAST_SECONDS });
}
