import { createContext, type ComponentType } from 'react';
import { Title, type TitleProps } from './typography';

/**
 * The heading component of the kit the page around is built with, for the parts every page shares with the first
 * screen (PageHeader, and so PageStates): ui's light `Title` on the first screen, antd's `Typography.Title` below
 * AntdPageProvider (every feature page), so a page's `h1` is drawn by the same kit as its sections' headings. A context,
 * not an import: the shared parts carry no antd code onto the first screen.
 */
export const HeadingKit = createContext<ComponentType<TitleProps>>(Title);
