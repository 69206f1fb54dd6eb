export const en = {
  toolbar: 'Workshop controls',
  title: 'Workshop: {{lib}}',
  student: 'Student',
  darkMode: 'Dark mode',
  language: 'Language',
  mock: 'Mock answers',
  modes: {
    normal: 'Normal',
    slow: 'Slow',
    empty: 'Empty',
    failing: 'Failing',
    notFound: 'Not found',
  },
  resetData: 'Reset data',
  pages: 'Pages of this lib',
  elsewhere: {
    title: 'Not in this lib',
    text: '{{path}} belongs to another lib or to the shell; this workshop serves {{lib}} only.',
    back: 'Back to the first page of {{lib}}',
  },
  toasts: {
    offlineAction: 'You are offline. This needs a connection: try again once you are back online.',
  },
};
