import { useState } from 'react';

/** The phone's menu drawer: whether it is open, and whether it was ever opened (until then it is not loaded). */
export function usePhoneMenu() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: until then the drawer's chunk is not even requested.
  const [wanted, setWanted] = useState(false);
  // Closed by Escape or its button, the drawer gives focus back to the menu button; closed by choosing a page, the
  // new page's heading takes it (useFocusHeadingOnNavigation).
  const [returnsFocus, setReturnsFocus] = useState(true);
  return {
    open,
    wanted,
    returnsFocus,
    show: () => {
      setWanted(true);
      setOpen(true);
    },
    close: () => {
      setReturnsFocus(true);
      setOpen(false);
    },
    closeOnNavigation: () => {
      setReturnsFocus(false);
      setOpen(false);
    },
  };
}

export type PhoneMenu = ReturnType<typeof usePhoneMenu>;
