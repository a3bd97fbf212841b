import { createBuiltInEngine } from './server/assistant/built-in/index.ts';
import { readMenu } from './server/assistant/built-in/evaluation/evaluate.ts';
const menu = readMenu('tests/fixtures/assistant/demo/menu.json');
const e = createBuiltInEngine();
for (const t of process.argv.slice(2)) { const a = await e.recommend(t, 'nutritional', menu); console.log(`\n> ${t}  [understood ${a.understood}] ${a.notes.join(' | ')}`); for (const i of a.items.slice(0,5)) console.log(`  ${i.item.name} (${i.item.spiceLevel}) — ${i.reason}`); }
