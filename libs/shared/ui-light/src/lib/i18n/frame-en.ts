/** The partner frame's strings (namespace `frame`). */
export const frameEn = {
  refusedTitle: 'This page cannot be shown in the portal',
  refused: {
    host: '{{host}} is not one of the portal’s partner sites.',
    not_https: '{{host}} does not use a secure (https) connection.',
    credentials: 'The address for {{host}} contains a user name or password.',
    self: '{{host}} is the portal itself.',
    scheme: 'Addresses starting with “{{scheme}}” are never opened by the portal.',
    relative: 'The address is incomplete: it does not name a website.',
    protocol_relative: 'The address for {{host}} does not say how to connect to it securely.',
    protocol_relative_nohost: 'The address does not say how to connect to it securely.',
    malformed: 'The address in this link is damaged.',
    empty: 'This link does not contain an address.',
  },
  openInNewTab: 'Open in a new tab',
  shownFrom: 'Shown from {{host}}',
  loading: 'Loading the partner page…',
  failedTitle: 'The partner page is not showing here',
  failedText:
    '{{host}} did not load inside the portal: the partner may not allow it, or the connection is slow. You can open it in a new tab instead.',
  tryAgain: 'Try again',
  back: 'Go back',
  toDashboard: 'Go to the dashboard',
};
