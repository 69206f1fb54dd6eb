import { HttpResponse } from 'msw';
import type { ApiNotification } from '@portal/api-contract';

/** The API's envelope: the payload in `data`, optionally a notification for the student. */
export function ok<T>(data: T, notification?: ApiNotification, init?: ResponseInit) {
  return HttpResponse.json(notification ? { data, notification } : { data }, init);
}

export function apiError(status: number, code: string, message: string, notify = false) {
  return HttpResponse.json(
    {
      error: { code, message },
      ...(notify ? { notification: { message, type: 'error', autoClose: 5000 } } : {}),
    },
    { status },
  );
}

export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
