import { describe, expect, it } from 'vitest';
import { assertOptionsRoute, assertOptionsRouteOnce, OPTIONS_ROUTE } from './options-route.mjs';

/** A fetch that answers every request with `answer` and records the addresses it was asked. */
function answering(answer: () => Response | Promise<Response>) {
  const asked: string[] = [];
  const fetchImpl = (async (url: URL | string) => {
    asked.push(String(url));
    return answer();
  }) as typeof fetch;
  return { asked, fetchImpl };
}

describe('the build asks WordPress for the site options route first', () => {
  it('fails naming the plugin when WordPress answers the route 404', async () => {
    const { asked, fetchImpl } = answering(
      () => new Response('{"code":"rest_no_route"}', { status: 404 }),
    );
    await expect(assertOptionsRoute('https://cms.cluville.test/', fetchImpl)).rejects.toThrow(
      /no site options route .*"ACF to REST API" plugin/,
    );
    expect(asked).toEqual([`https://cms.cluville.test/wp-json/${OPTIONS_ROUTE}?lang=me`]);
  });

  it('asks under the WordPress address with or without its trailing slash', async () => {
    const { asked, fetchImpl } = answering(() => new Response('{}', { status: 200 }));
    await assertOptionsRoute('https://cluville.test/cms', fetchImpl);
    expect(asked).toEqual([`https://cluville.test/cms/wp-json/${OPTIONS_ROUTE}?lang=me`]);
  });

  it('leaves every other answer, and no answer, to the build itself', async () => {
    for (const status of [200, 401, 500, 503]) {
      const { fetchImpl } = answering(() => new Response('{}', { status }));
      await expect(assertOptionsRoute('https://cms.cluville.test', fetchImpl)).resolves.toBe(
        undefined,
      );
    }
    const { fetchImpl } = answering(() => Promise.reject(new TypeError('fetch failed')));
    await expect(assertOptionsRoute('https://cms.cluville.test', fetchImpl)).resolves.toBe(
      undefined,
    );
  });

  it('asks once per process and address, however often the build reads its config', async () => {
    const { asked, fetchImpl } = answering(
      () => new Response('{"code":"rest_no_route"}', { status: 404 }),
    );
    const url = `https://once-${process.pid}.cluville.test`;
    for (let round = 0; round < 2; round++)
      await expect(assertOptionsRouteOnce(url, fetchImpl)).rejects.toThrow(/ACF to REST API/);
    expect(asked).toHaveLength(1);
    await assertOptionsRouteOnce(`${url}/other`, fetchImpl).catch(() => undefined);
    expect(asked).toHaveLength(2);
  });
});
