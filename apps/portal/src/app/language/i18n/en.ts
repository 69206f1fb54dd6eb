/** The language control's own strings (namespace `language`); each language's name is written in itself. */
export const languageEn = {
  label: 'Language',
};
