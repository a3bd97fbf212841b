/**
 * The ways docs/operations.md runs Forkcast as a service: the systemd units (checked by systemd-analyze, and their
 * start command run here with their settings, stopped with their signal), and the container image, which cannot be
 * built on this project's machines: its Dockerfile is linted and must start the same command with the same
 * settings as the systemd path, and its health check command is run against a real server.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ROOT } from './build-freshness.js';
import { freePort, startServer, type ServerProcess } from './reliability/server-process.ts';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const UNITS = ['deploy/forkcast.service', 'deploy/forkcast-backup.service', 'deploy/forkcast-backup.timer'];

/** A unit file's [Service] settings; a key given more than once (Environment=) keeps every value. */
function serviceSettings(file: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of read(file).split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line.trim());
    if (header) section = header[1]!;
    const setting = /^(\w+)=(.*)$/.exec(line);
    if (section === 'Service' && setting)
      settings.set(setting[1]!, [...(settings.get(setting[1]!) ?? []), setting[2]!]);
  }
  return settings;
}

const unit = serviceSettings('deploy/forkcast.service');
const one = (key: string) => unit.get(key)?.[0];
const unitEnvironment = Object.fromEntries(
  (unit.get('Environment') ?? []).map((pair) => pair.split('=', 2) as [string, string]),
);
const unitCommand = one('ExecStart')!.split(' ');
/** The command `npm start` execs (package.json), which every way of running Forkcast must run. */
const npmStartCommand = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start
  .replace(/^exec /, '')
  .split(' ');
/** A command line with its program named without its folder (/usr/bin/node and node are the same Node). */
const program = (command: string[]) => [path.basename(command[0]!), ...command.slice(1)];

const dockerfile = DockerfileParser.parse(read('Dockerfile'));
const stages = (() => {
  const all: Instruction[][] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') all.push([]);
    all.at(-1)!.push(instruction);
  }
  return all;
})();
const runtime = stages.at(-1)!;
const inRuntime = (keyword: string) => runtime.filter((instruction) => instruction.getKeyword() === keyword);
const jsonArguments = (instruction: Instruction) =>
  (instruction as unknown as { getJSONStrings(): { getJSONValue(): string }[] })
    .getJSONStrings()
    .map((part) => part.getJSONValue());
const imageEnvironment = Object.fromEntries(
  inRuntime('ENV').flatMap((instruction) =>
    (instruction as unknown as { getProperties(): { getName(): string; getValue(): string }[] })
      .getProperties()
      .map((property) => [property.getName(), property.getValue()]),
  ),
);

describe('the systemd units', () => {
  it('pass systemd-analyze verify with nothing to say', () => {
    const verify = spawnSync('systemd-analyze', ['verify', ...UNITS], { cwd: ROOT, encoding: 'utf8' });
    expect(verify.error, 'systemd-analyze must be installed (Debian: apt-get install systemd)').toBeUndefined();
    expect(`${verify.stdout}${verify.stderr}`).toBe('');
    expect(verify.status).toBe(0);
  });

  it('start what npm start starts, as an unprivileged user with DATA_DIR outside the checkout, restarting on failure', () => {
    expect(program(unitCommand)).toEqual(program(npmStartCommand));
    expect(one('User')).toBe('forkcast');
    expect(one('Restart')).toBe('on-failure');
    expect(one('KillSignal')).toBe('SIGTERM');
    expect(one('KillMode')).toBe('mixed');
    const checkout = one('WorkingDirectory')!;
    expect(path.relative(checkout, unitEnvironment.DATA_DIR!).startsWith('..')).toBe(true);
  });

  describe('their start command, run with their settings', () => {
    let dataDir: string;
    let server: ServerProcess;
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-systemd-'));
      const port = await freePort();
      server = await startServer({
        dataDir,
        port,
        command: unitCommand,
        // The unit's settings but for where: a folder and a port of this test's.
        env: { ...unitEnvironment, DATA_DIR: dataDir, PORT: String(port) },
      });
    });
    afterAll(async () => {
      await server.crash();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("serves, answers the container's health check, and stops on KillSignal within TimeoutStopSec", async () => {
      // HEALTHCHECK [options] CMD ["program", "argument", ...]
      const healthCheck = JSON.parse(
        /\bCMD (\[.*\])$/.exec(inRuntime('HEALTHCHECK')[0]!.getArgumentsContent()!)![1]!,
      ) as string[];
      const port = new URL(server.url).port;
      const check = () =>
        promisify(execFile)(healthCheck[0]!, healthCheck.slice(1), { env: { ...process.env, PORT: port } }).then(
          () => 0,
          (error: { code: number }) => error.code,
        );
      expect(await check()).toBe(0);

      const signalledAt = Date.now();
      const { code } = await server.stop(one('KillSignal') as NodeJS.Signals);
      expect(code, server.output()).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(Number(one('TimeoutStopSec')) * 1000);
      expect(await check()).toBe(1);
    });
  });
});

describe('the container image', () => {
  it('passes the Dockerfile linter', () => {
    expect(validate(read('Dockerfile')).map((problem) => problem.message)).toEqual([]);
  });

  it('builds on the official Node 20 slim image in stages, keeping production dependencies and the build', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0]!.getArgumentsContent()).toMatch(/^node:20-slim\b/);
    const build = stages[0]!.map((instruction) => `${instruction.getKeyword()} ${instruction.getArgumentsContent()}`);
    expect(build).toContain('RUN npm ci --omit=dev --no-audit --no-fund');
    expect(build).toContain('RUN npm run build');
    const copies = inRuntime('COPY') as unknown as { getFromFlag(): { getValue(): string } | null }[];
    expect(copies.map((copy) => copy.getFromFlag()?.getValue())).toEqual(['build']);
  });

  it('runs the same command with the same settings as the systemd unit, as a non-root user', () => {
    expect(program(jsonArguments(inRuntime('CMD')[0]!))).toEqual(program(unitCommand));
    // The same settings, but for HOST: inside a container the server must listen on every interface for the port
    // mapping to reach it (compose.yaml publishes it on the host's loopback only).
    expect(Object.keys(imageEnvironment).sort()).toEqual(Object.keys(unitEnvironment).sort());
    expect({ ...imageEnvironment, HOST: undefined, DATA_DIR: undefined }).toEqual({
      ...unitEnvironment,
      HOST: undefined,
      DATA_DIR: undefined,
    });
    expect(imageEnvironment.HOST).toBe('0.0.0.0');
    expect(inRuntime('STOPSIGNAL')[0]!.getArgumentsContent()).toBe(one('KillSignal'));
    expect(inRuntime('USER')[0]!.getArgumentsContent()).toBe('node');
    expect(inRuntime('VOLUME')[0]!.getArgumentsContent()).toBe(imageEnvironment.DATA_DIR);
    expect(inRuntime('EXPOSE')[0]!.getArgumentsContent()).toBe(imageEnvironment.PORT);
  });

  it('is run by compose.yaml with its data on a named volume, given as long to stop as the systemd unit', () => {
    const compose = parseYaml(read('compose.yaml')) as {
      services: Record<
        string,
        {
          build: string;
          volumes: string[];
          ports: string[];
          stop_grace_period: string;
          environment: Record<string, string | number>;
        }
      >;
      volumes: Record<string, unknown>;
    };
    const service = Object.values(compose.services)[0]!;
    expect(service.build).toBe('.');
    const [volume, mountedAt] = service.volumes[0]!.split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(mountedAt).toBe(imageEnvironment.DATA_DIR);
    expect(service.ports).toEqual([`127.0.0.1:${imageEnvironment.PORT}:${imageEnvironment.PORT}`]);
    expect(service.stop_grace_period).toBe(`${one('TimeoutStopSec')}s`);
    // Exactly the image's own settings, so an env_file copied from .env.example cannot move the data folder or the
    // address it listens on, and nothing of the operator's (PUBLIC_URL above all) is overridden.
    expect(Object.fromEntries(Object.entries(service.environment).map(([key, value]) => [key, String(value)]))).toEqual(
      imageEnvironment,
    );
  });
});

describe('the operator’s guide', () => {
  const guides = ['docs/operations.md', 'README.md'];

  it('names only npm commands that exist', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: object }).scripts);
    for (const guide of guides) {
      const named = [...read(guide).matchAll(/npm run (?:-s |--silent )?([\w:-]*\w)/g)].map((match) => match[1]!);
      expect(named.length, guide).toBeGreaterThan(0);
      for (const name of new Set(named)) expect(scripts, `${guide}: npm run ${name}`).toContain(name);
    }
  });

  it('links and names only files that exist', () => {
    const text = read('docs/operations.md');
    const linked = [...text.matchAll(/\]\(\.\.\/([^)#]+)\)/g)].map((match) => match[1]!);
    const named = [
      ...text.matchAll(/`((?:deploy|scripts|docs)\/[\w./-]+|Dockerfile|compose\.yaml|\.env\.example)`/g),
    ].map((match) => match[1]!);
    expect(linked.length).toBeGreaterThan(0);
    for (const file of new Set([...linked, ...named])) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });
});
