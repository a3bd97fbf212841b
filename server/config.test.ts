import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, environment, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      jwtSecret: undefined,
      mail: { transport: 'outbox', timeoutMs: 5000 },
      demoData: true,
      cookieSecure: false,
      ollama: undefined,
      timeZone: 'Asia/Karachi',
    });
  });

  it('configures Ollama only with both a host and a model', () => {
    expect(loadConfig({ OLLAMA_HOST: 'http://127.0.0.1:11434', OLLAMA_MODEL: 'llama3.2:3b' }).ollama).toEqual({
      host: 'http://127.0.0.1:11434',
      model: 'llama3.2:3b',
      timeoutMs: 8000,
    });
  });

  it('turns Secure cookies on for an https PUBLIC_URL, unless told otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://food.example.com/' })).toMatchObject({
      publicUrl: 'https://food.example.com',
      cookieSecure: true,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://food.example.com', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DEMO_DATA: '' })).toMatchObject({ port: 3000, demoData: true });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ MAIL_TRANSPORT: 'pigeon' }, 'MAIL_TRANSPORT'],
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
    [{ MAIL_TRANSPORT: 'resend' }, 'RESEND_API_KEY'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'password123' }, 'ADMIN_PASSWORD'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ OLLAMA_HOST: 'http://127.0.0.1:11434' }, 'OLLAMA_MODEL'],
    [{ OLLAMA_MODEL: 'llama3.2:3b' }, 'OLLAMA_HOST'],
    [{ OLLAMA_HOST: 'localhost', OLLAMA_MODEL: 'llama3.2:3b' }, 'OLLAMA_HOST'],
    [{ TZ_RESTAURANT: 'Mars/Olympus_Mons' }, 'TZ_RESTAURANT'],
  ])('fails fast on %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('reads a .env file in the working directory, where a variable set in the environment wins', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-dotenv-'));
    try {
      fs.writeFileSync(
        path.join(dir, '.env'),
        '# settings\nTZ_RESTAURANT=Europe/London\nLOG_LEVEL=debug\nMAIL_FROM="Pizza <a@b.c>"\n',
      );
      vi.stubEnv('LOG_LEVEL', 'warn');
      vi.stubEnv('TZ_RESTAURANT', '');
      const config = loadConfig(environment(dir));
      expect(config.timeZone).toBe('Europe/London');
      expect(config.mail.from).toBe('Pizza <a@b.c>');
      expect(config.logLevel).toBe('warn');
      expect(environment(os.tmpdir())).toBe(process.env);
    } finally {
      vi.unstubAllEnvs();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes ADMIN_PASSWORD alone as the password of the default administrator', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'long-enough-password-x' }).admin).toEqual({
      email: undefined,
      password: 'long-enough-password-x',
    });
  });
});
