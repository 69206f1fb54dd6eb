import type { ReactNode } from 'react';

interface ApiTextProps {
  children: ReactNode;
  /** The language of the text, where the portal knows it (a screen reader then reads it with the right voice). */
  lang?: string;
}

/**
 * Text from the API inline among the portal's own words (a name, a title, a short description): it takes its
 * direction from its own first letters (`dir="auto"`), so an English name keeps its punctuation in place in an
 * Arabic sentence and an Arabic one in an English sentence, isolated from the words around it. A block of API
 * text (a message, an article) carries `dir="auto"` on its own element instead.
 */
export function ApiText({ children, lang }: ApiTextProps) {
  return (
    <bdi dir="auto" lang={lang}>
      {children}
    </bdi>
  );
}
