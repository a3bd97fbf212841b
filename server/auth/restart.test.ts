import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp } from '../../tests/test-app.ts';

describe('without JWT_SECRET', () => {
  it('keeps the generated secret in DATA_DIR, so a session survives a restart', async () => {
    const first = await createTestApp({ env: { JWT_SECRET: '' } });
    const user = await createUser(first.app);
    const token = sessionToken(first.app, user);
    await first.app.close();

    const second = await buildApp(first.config);
    try {
      const res = await second.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(user.id);
    } finally {
      await second.close();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
