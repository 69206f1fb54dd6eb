export const shellEn = {
  appName: 'Student portal',
  menu: {
    label: 'Main menu',
    expand: 'Expand menu',
    collapse: 'Collapse menu',
    open: 'Open menu',
    groups: {
      home: 'Home',
      finance: 'Finance',
      supportCenter: 'Support Center',
      myDocs: 'My Docs',
      shop: 'Shop & services',
      telecommunication: 'Telecommunication',
      account: 'Account',
    },
    items: {
      dashboard: 'Dashboard',
      dashboard2: 'Dashboard (compact)',
      invoices: 'Invoices',
    },
  },
  header: {
    darkMode: 'Dark mode',
    userMenu: 'Account menu for {{name}}',
    student: 'Student',
    signOut: 'Sign out',
  },
  auth: {
    title: 'Sign in',
    subtitle: 'Sign in with your student account to see your invoices, payments, requests and more.',
    frameTitle: 'Student portal sign-in form',
    waiting: 'Waiting for you to sign in…',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    toDashboard: 'Go to the dashboard',
  },
  routeError: {
    title: 'This page could not be shown',
    text: 'Something went wrong while opening this page.',
    chunkText: 'Part of the portal could not be loaded. Check your connection and reload the page.',
    reload: 'Reload',
  },
};
