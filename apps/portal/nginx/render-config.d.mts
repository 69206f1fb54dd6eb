// Types of render-config.mjs (a plain Node script, so that a server without the workspace's tools can run it).
export declare const DEMO_BACK_END: string;
export declare const BROTLI_MODULE: string;
export declare const CSP_NONCE_PLACEHOLDER: string;
export declare class ConfigError extends Error {}
type Env = Record<string, string | undefined>;
export declare function toHostSource(raw: string, variable: string): string;
export declare function policyHosts(env?: Env): {
  apiHost: string;
  authHost: string;
  gatewayHosts: string[];
  frameHosts: string[];
  fieldDataHosts: string[];
};
export declare function cspReportUrl(env?: Env): string | null;
export declare function inlineScriptHashes(html: string): string[];
export declare function fillTemplate(template: string, values: Record<string, string>): string;
export declare function brotliAvailable(env?: Env): boolean;
export declare function renderPortalConfig(options: {
  root: string;
  indexHtml: string;
  listen?: string[];
  env?: Env;
  brotli?: boolean;
}): string;
export declare function renderLocalNginxConfig(options: { prefix: string; brotli: boolean }): string;
