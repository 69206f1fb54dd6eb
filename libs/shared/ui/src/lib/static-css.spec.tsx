import { render } from '@testing-library/react';
import { Rate, Transfer } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdProvider } from './antd-provider';
import { antdStaticCss, antdThemeVariables, antdThemeVariablesCss } from './static-css';
import { AntdNotifications } from './antd-notifications';
import { ThemeModeProvider } from '@portal/ui-light';

describe("antd's CSS made at build time", () => {
  const css = antdStaticCss();
  /** Whether the CSS has a rule whose selector names `className` (not a longer class that starts with it). */
  const hasRuleFor = (className: string) => new RegExp(`\\.${className}(?![\\w-])[^{}]*\\{`).test(css);

  it('has the rules of the components the pages render', () => {
    expect(css).toContain('.ant-btn{');
    // A filled button's colours are variables of its own rules, kept.
    expect(css).toMatch(/\.ant-btn\.ant-btn-variant-solid\{[^}]*--ant-btn-bg-color:/);
    expect(css).toMatch(/\.ant-btn\.ant-btn-color-primary\{[^}]*--ant-btn-color-base:/);
    expect(css).toContain('.ant-tag{');
    expect(css).toContain('.ant-table-wrapper');
    // And of those they render inside them: a table's pagination, empty state and selection boxes.
    expect(css).toContain('.ant-pagination');
    expect(css).toContain('.ant-empty');
    expect(css).toContain('.ant-checkbox');
  });

  it('styles a component no page renders yet: a page that starts using one needs nothing more', () => {
    const { container } = render(
      <ThemeModeProvider notifications={AntdNotifications} mode="light">
        <AntdProvider>
          <Rate defaultValue={3} />
          <Transfer dataSource={[{ key: 'a', title: 'Lecture notes' }]} render={(item) => item.title} />
        </AntdProvider>
      </ThemeModeProvider>,
    );
    const rendered = new Set(
      [...container.querySelectorAll('*')].flatMap((element) => [...element.classList]),
    );
    // The stars and the two lists with their items: each class antd rendered has its rules in the CSS.
    for (const className of [
      'ant-rate',
      'ant-rate-star',
      'ant-rate-star-full',
      'ant-transfer',
      'ant-transfer-section',
      'ant-transfer-list-body',
      'ant-transfer-list-content-item',
    ]) {
      expect(rendered, `antd rendered .${className}`).toContain(className);
      expect(hasRuleFor(className), `a rule for .${className}`).toBe(true);
    }
  });

  it("leaves out the theme's variables, which antd writes at run time for light or dark", () => {
    expect(css).not.toContain('css-var-portal');
    expect(css).not.toContain('--ant-color-primary:');
  });

  it('matches the class names antd renders with the theme (no hash)', () => {
    expect(css).not.toMatch(/css-dev-only|:where\(\.css-/);
  });
});

describe("antd's theme variables for the first screen", () => {
  const css = antdThemeVariablesCss();
  const block = (selector: string) =>
    css.slice(
      css.indexOf(`${selector}{`) + selector.length + 1,
      css.indexOf('}', css.indexOf(`${selector}{`)),
    );

  it('sets the light theme on the page root and what differs in dark mode under data-theme="dark"', () => {
    const light = block(':root');
    const dark = block(":root[data-theme='dark']");
    expect(light).toContain('--ant-color-primary:#b34d00');
    expect(light).toContain('--ant-color-bg-layout:#f5f6fa');
    expect(dark).toContain('--ant-color-bg-layout:#141414');
    expect(dark).toContain('--ant-color-text:');
    // Only the differences: a variable both modes share is written once.
    expect(dark).not.toContain('--ant-border-radius:');
    expect(light).toContain('--ant-border-radius:');
  });

  it("holds every variable of antd's own block in both modes", () => {
    for (const mode of ['light', 'dark'] as const)
      for (const [name] of antdThemeVariables(mode)) expect(css).toContain(`${name}:`);
  });
});
