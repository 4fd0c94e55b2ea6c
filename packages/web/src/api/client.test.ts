import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi } from '../app/test-utils';
import { api, ApiRequestError } from './client';

afterEach(() => {
  vi.unstubAllGlobals();
});

const Greeting = z.object({ text: z.string() });

describe('the API client', () => {
  it('checks a reply with a schema it loads when the reply arrives', async () => {
    mockApi({ 'GET /greeting': { body: { text: 'Well met', extra: 1 } } });
    const load = vi.fn(async () => Greeting);

    await expect(api.get('/greeting', load)).resolves.toEqual({ text: 'Well met' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('refuses a reply that does not fit, whether the schema was loaded or given', async () => {
    mockApi({ 'GET /greeting': { body: { text: 7 } } });

    for (const check of [Greeting, async () => Greeting]) {
      const error = await api.get('/greeting', check).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({ code: 'BAD_REPLY' });
    }
  });

  it('says the server cannot be reached when the schema cannot be loaded', async () => {
    mockApi({ 'GET /greeting': { body: { text: 'Well met' } } });
    const offline = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    await expect(api.get('/greeting', offline)).rejects.toMatchObject({
      message: 'Could not reach the server. Check your connection.',
    });
  });

  it('ignores the body of a 204', async () => {
    mockApi({ 'DELETE /greeting/1': { status: 204 } });
    await expect(api.delete('/greeting/1')).resolves.toBeUndefined();
  });
});
