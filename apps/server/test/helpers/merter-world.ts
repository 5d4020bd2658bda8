import { afterAll, beforeAll } from 'vitest';
import { routes } from '@console/contract/routes';
import { answerOf, call, createTestApp, login, PEERS_ENV, type TestApp } from './app';
import { upload } from './merter';

/** What a mer-ter test file's `beforeAll` made. */
export interface MerterWorld {
  t: TestApp;
  supporter: string;
  manager: string;
  risk: string;
  admin: string;
}

/**
 * The set-up of a mer-ter file test file, its hooks registered: an app of its own whose database a
 * peer may share (PEERS_ENV), the supporter, manager, risk officer and admin signed in. `world` is
 * filled once the file's `beforeAll` has run; the helpers read it when called.
 */
export function useMerterWorld() {
  const world = {} as MerterWorld;
  beforeAll(async () => {
    world.t = await createTestApp(PEERS_ENV);
    const { t } = world;
    world.supporter = (await login(t.app, 'supporter1')).access_token;
    world.manager = (await login(t.app, 'manager01')).access_token;
    world.risk = (await login(t.app, 'riskuser1')).access_token;
    world.admin = (await login(t.app, 'admin001')).access_token;
  });
  afterAll(() => world.t?.close());

  /** The campaign's files, newest first, as the risk officer (or `token`) reads them. */
  async function files(campaignId: number, token = world.risk) {
    const res = await call(world.t.app, 'merter.status', { campaignId }, { token });
    return answerOf('merter.status', res).list;
  }

  /** A file the supporter uploaded, pending. */
  async function uploaded(campaignId: number, bytes: Buffer, name?: string, lang = 'en') {
    const res = await upload(world.t.app, world.supporter, campaignId, bytes, name, {
      'accept-language': lang,
    });
    return answerOf('merter.upload', res).item;
  }

  /** A file's result workbook, by the GET of the screen's download link. */
  async function download(fileId: number, token = world.risk) {
    return world.t.app.inject({
      method: 'GET',
      url: `${routes['merter.resultLink'].path}?fileId=${fileId}`,
      headers: { authorization: `Bearer ${token}` },
    });
  }

  return { world, files, uploaded, download };
}
