import { expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const withGallery = useTestApp({ config: { devPages: { mailbox: false, uiGallery: true } } });

it('reports a reachable database, and that the development gallery is off', async () => {
  const response = await t.request('/healthz');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: 'ok', devUi: false });
});

it('tells the web app when the development gallery is turned on (DEV_UI)', async () => {
  expect((await withGallery.request('/healthz')).json()).toMatchObject({ devUi: true });
});
