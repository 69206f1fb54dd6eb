import { names, offsetFromRoot } from '@nx/devkit';

/** One project of the domain's folder: `libs/<domain>/<type>`, named `<domain>-<type>`, imported as `@portal/<domain>/<type>`. */
interface LibNames {
  projectName: string;
  projectRoot: string;
  importPath: string;
  /** From the project's folder back to the workspace: `../../../`. */
  offset: string;
}

/** Every name the generator derives from the domain, so templates and edits agree on them. */
export interface FeatureNames {
  /** The domain as given, kebab-case: `events-demo`. */
  name: string;
  /** camelCase: `eventsDemo` (paths key, i18n namespace, database store, menu label key). */
  propertyName: string;
  /** PascalCase: `EventsDemo` (components, types). */
  className: string;
  /** Sentence case for people: `Events demo`. */
  title: string;
  /** The domain's folder: `libs/events-demo`. */
  domainRoot: string;
  /** Its pages: `libs/events-demo/feature`. */
  feature: LibNames;
  /** Its endpoints and hooks: `libs/events-demo/data-access`. */
  dataAccess: LibNames;
  /** Its demo back end, a seeded store and its handlers, composed in api-mocks: `libs/events-demo/mocks`. */
  mocks: LibNames;
  /** The `scope:` tag of the three projects, and the scope lint's boundaries list. */
  scope: string;
  routesName: string;
  /** The page's path under /panel: `events-demo`, or several segments (`events/demo`). */
  route: string;
  routeSegments: string[];
  /** The mock API's path for the first endpoint: `/student_portal/events_demo`. */
  apiPath: string;
}

const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const ROUTE_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;
const MAX_NAME_LENGTH = 40;

/**
 * Names a new domain may not take: the shared scopes and projects, the shell's i18n namespaces and the
 * shell's own top-level routes. A feature lib with one of these would blur what the tags and keys mean.
 */
const RESERVED_NAMES = [
  'api',
  'api-contract',
  'api-mocks',
  'app',
  'auth',
  'common',
  'contract',
  'data-access',
  'demo-api',
  'e2e',
  'frame',
  'mocks',
  'nx-plugin',
  'panel',
  'portal',
  'portal-e2e',
  'pwa',
  'shared',
  'shell',
  'testing',
  'tool',
  'ui',
  'util',
  'workshop',
] as const;

/** A clear refusal: Nx prints the message as the command's error. */
export class FeatureNameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeatureNameError';
  }
}

/** Checks the shape of the name (not whether it is taken; the generator checks that against the tree). */
export function validateName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name)
    throw new FeatureNameError('Give the new domain a name, e.g. `nx g @portal/nx-plugin:feature events`.');
  if (name.startsWith('feature-') || name === 'feature')
    throw new FeatureNameError(
      `"${name}": give the domain only; the generator makes its folder libs/<domain>/ with feature, data-access and mocks in it (e.g. "${name.replace(/^feature-?/, '') || 'events'}").`,
    );
  if (!KEBAB_CASE.test(name))
    throw new FeatureNameError(
      `"${name}" is not kebab-case: use lower-case letters and digits in words joined by single hyphens, starting with a letter (e.g. "events-demo").`,
    );
  if (name.length > MAX_NAME_LENGTH)
    throw new FeatureNameError(
      `"${name}" is longer than ${MAX_NAME_LENGTH} characters; choose a shorter name.`,
    );
  if ((RESERVED_NAMES as readonly string[]).includes(name))
    throw new FeatureNameError(
      `"${name}" is reserved (a shared scope, project, i18n namespace or shell route); choose a domain name.`,
    );
  return name;
}

/** `events/demo`, `/panel/events/demo/` and `events/demo` all name the same route; params are refused. */
export function normalizeRoute(raw: string | undefined, name: string): string[] {
  const text = (raw ?? name)
    .trim()
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/^panel\//, '');
  const segments = text.split('/');
  if (!text || segments.some((segment) => !ROUTE_SEGMENT.test(segment)))
    throw new FeatureNameError(
      `--route="${raw}" is not a path under /panel made of lower-case words (e.g. "${name}" or "events/${name}"); route parameters are added by hand later.`,
    );
  return segments;
}

export function featureNames(name: string, routeSegments: string[]): FeatureNames {
  const { propertyName, className } = names(name);
  const words = name.split('-').join(' ');
  return {
    name,
    propertyName,
    className,
    title: words.charAt(0).toUpperCase() + words.slice(1),
    domainRoot: `libs/${name}`,
    feature: libNames(name, 'feature'),
    dataAccess: libNames(name, 'data-access'),
    mocks: libNames(name, 'mocks'),
    scope: name,
    routesName: `${propertyName}Routes`,
    route: routeSegments.join('/'),
    routeSegments,
    apiPath: `/student_portal/${name.replace(/-/g, '_')}`,
  };
}

function libNames(domain: string, type: 'feature' | 'data-access' | 'mocks'): LibNames {
  const projectRoot = `libs/${domain}/${type}`;
  return {
    projectName: `${domain}-${type}`,
    projectRoot,
    importPath: `@portal/${domain}/${type}`,
    offset: offsetFromRoot(projectRoot),
  };
}
