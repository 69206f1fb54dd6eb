import { describe, expect, it } from 'vitest';
import { antdStaticCss } from './static-css';

describe("antd's CSS made at build time", () => {
  const css = antdStaticCss(['Button', 'Table', 'Tag', 'TableColumnsType', 'theme']);

  it('has the rules of the components named, and of those they render inside them', () => {
    expect(css).toContain('.ant-btn{');
    // A filled button's colours are variables of its own rules, kept.
    expect(css).toMatch(/\.ant-btn\.ant-btn-variant-solid\{[^}]*--ant-btn-bg-color:/);
    expect(css).toMatch(/\.ant-btn\.ant-btn-color-primary\{[^}]*--ant-btn-color-base:/);
    expect(css).toContain('.ant-tag{');
    expect(css).toContain('.ant-table-wrapper');
    // A table renders its pagination, its empty state and its selection boxes.
    expect(css).toContain('.ant-pagination');
    expect(css).toContain('.ant-empty');
    expect(css).toContain('.ant-checkbox');
  });

  it("leaves out the theme's variables, which antd writes at run time for light or dark", () => {
    expect(css).not.toContain('css-var-portal');
    expect(css).not.toContain('--ant-color-primary:');
  });

  it('matches the class names antd renders with the theme (no hash)', () => {
    expect(css).not.toMatch(/css-dev-only|:where\(\.css-/);
  });
});
