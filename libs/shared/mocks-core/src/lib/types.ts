import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { HttpResponse } from 'msw';
import type { Student } from '@portal/api-contract';

export type ResolverInfo = Parameters<HttpResponseResolver<PathParams, DefaultBodyType, undefined>>[0];
export type StudentResolver = (info: ResolverInfo, student: Student) => Response | Promise<Response>;
/** The `authenticated(...)` wrapper of handlers.ts: the resolver runs only for a valid access token. */
export type Authenticated = (
  resolver: StudentResolver,
) => (info: ResolverInfo) => Response | Promise<Response>;

/** A 400 that names the refused fields, so a form can show each message at its field. */
export function validationError(
  fields: Record<string, string>,
  message = 'Please check the highlighted fields.',
) {
  return HttpResponse.json({ error: { code: 'validation_failed', message, fields } }, { status: 400 });
}
