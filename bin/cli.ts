// The `adc` commands. They use the app's own engine and file code (Campaign, makeHeader, newSeed,
// saveCampaignFile / readCampaignFile), so a file made or checked here is exactly what the app reads.
// Exit codes: 0 ok, 1 validation failure or rule refusal, 2 usage error or invalid input.
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APP_VERSION } from '../electron/version';
import { CAMPAIGN_EXT, FileError, exists, journalPath, listBackups, saveCampaignFile, type Opened } from '../electron/services/files';
import { loadCampaignWithJournal } from '../electron/services/campaign-service';
import { Campaign, makeHeader } from '../shared/engine/campaign';
import { newSeed } from '../shared/engine/random';
import { completeSettings } from '../shared/engine/settings';
import { CampaignFormatError, headerSchema } from '../shared/engine/schemas';
import { RuleError, type GameModule, type Player, type ScenarioDef } from '../shared/engine/types';
import { GAMES, GAME_MODULES, findGame as findGameEntry, gameEntry, isGameId, oddsGames } from '../shared/games/registry';
import { buildView } from '../shared/ipc/view';
import { tableStatus, templatePack, validatePack } from '../shared/data/tables';
import { logCsv, logJson, tracksCsv } from '../shared/review/csv';
import { reportData, reportDocument } from '../shared/review/report';
import { Timeline } from '../shared/review/timeline';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export interface Io {
  out(text: string): void;
  err(text: string): void;
  readStdin(): Promise<string>;
}

const processIo: Io = {
  out: (t) => void process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
  err: (t) => void process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
  async readStdin() {
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

/** A failure with its exit code; `hint` names the help to read after a usage error. */
export class CliError extends Error {
  constructor(
    readonly code: 1 | 2,
    message: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

const usage = (message: string, help: string) => new CliError(EXIT_USAGE, message, help);

// ---------------------------------------------------------------------------------------------
// Help

const MAIN_HELP = `adc — Aide-de-Camp on the command line

Usage:
  adc campaign new <game> --out FILE [--scenario ID] [--players "Ann:France,Bo:Britain"]
                          [--title TEXT] [--seed N] [--rule ID=VALUE ...] [--setting KEY=VALUE ...]
  adc campaign validate FILE
  adc campaign summary FILE [--json]
  adc campaign report FILE [--out FILE.html]
  adc campaign export FILE (--csv tracks|log | --json) [--out FILE]
  adc odds FILE [--compact]
  adc data template <game>
  adc data validate FILE

  adc <command> --help     help for one command (e.g. adc campaign new --help)
  adc --version            the app version

Exit codes: 0 ok, 1 validation failure or rule refusal, 2 usage error or invalid input.
Documentation: docs/cli.md`;

const CAMPAIGN_HELP = `adc campaign — make and check campaign files (.adc)

Usage:
  adc campaign new <game> --out FILE [options]   start a new campaign file
  adc campaign validate FILE                     check that a file opens and every log entry replays
  adc campaign summary FILE [--json]             where the campaign stands: turn, step, powers, derived values
  adc campaign report FILE [--out F.html]        the printable campaign summary (HTML): standings, charts, battles
  adc campaign export FILE --csv tracks|log      every track over time, or the log, as CSV; --json: the log as JSON

Run adc campaign <command> --help for the options.`;

const NEW_HELP = `adc campaign new <game> --out FILE [options]

Starts a new campaign and writes it to FILE, exactly as the app's New Campaign does (default
rule settings and the rulebook data pack are filled in).
Refuses to overwrite an existing file. Prints the file's full path.

Arguments:
  <game>                 game id or name, e.g. alliance

Options:
  -o, --out FILE         the campaign file to create (required; .adc by convention)
  --scenario ID          scenario id or name (default: the game's first scenario)
  --players LIST         players and their powers, e.g. "Ann:France,Bo:Britain";
                         a player with several powers: "Ann:France+Spain".
                         Powers match the game's power ids or names, ignoring case.
                         Default: one player per playable power, named after it.
  --title TEXT           campaign title (up to 120 characters)
  --seed N               seed of the campaign's dice stream (default: random)
  --rule ID=VALUE        a rule setting, repeatable, e.g. --rule talleyrand=initiating
                         (default: each rule's recommended reading)
  --setting KEY=VALUE    a game option, repeatable; VALUE is read as JSON when it parses
                         (e.g. --setting solitaireCards=32)
  -h, --help             this help

Exit codes: 0 created, 1 the rules refuse the set-up or FILE exists, 2 usage error or invalid input.

Example:
  adc campaign new alliance --scenario 1804-07 --players "Ann:France,Bo:Britain" --out austerlitz.adc`;

const VALIDATE_HELP = `adc campaign validate FILE

Opens FILE with the app's own reader and replays every log entry through the rules and the dice
stream. A journal beside it (FILE.journal, left by an unexpected stop) is folded in too and the
recovered entries are reported. Nothing is written.

Prints one line:  OK FILE: N entries, Game (id), scenario NAME [id]
or, on stderr, why the file does not open (damaged JSON, not a campaign file, saved by a newer
version, a set-up or log entry the rules refuse), followed by the backups the app keeps of it
(.adc-backups/NAME/ beside the file: the last 10 saves and the newest save of each Year).

Exit codes: 0 valid, 1 invalid, 2 usage error or no such file.`;

const SUMMARY_HELP = `adc campaign summary FILE [--json]

Where the campaign stands: game, scenario, title, the current Year / Game Turn and step, each
power's tracks and facts, and the derived values (income, VP) with their formulas.

Options:
  --json       print the summary as JSON
  -h, --help   this help

Exit codes: 0 ok, 1 the file is invalid, 2 usage error or no such file.`;

const REPORT_HELP = `adc campaign report FILE [--out FILE.html]

Writes the printable campaign summary as one HTML page (the same as the app's Print summary): the
standings, the final scoring where the game is over, every per-power track over time as a chart,
the battles with the attacker's odds before the first die, the luck meter and the bookmarks.
The page has no script and needs nothing else: open it in a browser and print it.
Entries in force only (an action taken back with Undo is not history). A treasury the campaign
keeps hidden is left out until the game is over. Nothing is written to FILE.

Options:
  -o, --out FILE   where to write the page (replaced if it exists); default: standard output
  -h, --help       this help

Exit codes: 0 written, 1 the campaign file is invalid, 2 usage error or no such file.`;

const EXPORT_HELP = `adc campaign export FILE (--csv tracks|log | --json) [--out FILE]

Exports a campaign's history (CSV as RFC 4180: comma-separated, CRLF line ends, UTF-8):
  --csv tracks   every per-power track over time, one row per change (and the set-up):
                 seq, when (Year / turn), power, track, value, entry (what changed it)
  --csv log      the whole log, one row per entry: seq, at, when, type, title,
                 status (active, undone or meta), dice
  --json         the log as JSON: the header and every entry with its payload, dice and status
                 (an entry sealed to one player, e.g. a secret event drawn, keeps only its title)
Nothing is written to FILE.

Options:
  -o, --out FILE   where to write (replaced if it exists); default: standard output
  -h, --help       this help

Exit codes: 0 written, 1 the campaign file is invalid, 2 usage error or no such file.`;

const ODDS_HELP = `adc odds FILE [--compact] [--batch]

Reads a battle described in JSON (FILE, or - for standard input) and prints the exact odds as JSON
on stdout. The "game" field chooses the game; see docs/cli.md for each game's input.

Options:
  --compact    print the result on one line
  --batch      FILE holds one battle per line (JSON lines); print one result per line, in order. A
               bad line is answered with {"line", "error", "field"} and the others still are
  -h, --help   this help

Exit codes: 0 ok, 2 invalid input (bad JSON, unknown game, a field that fails validation: the
message names the field, e.g. blocks[2].strength; with --batch, any line that could not be answered).`;

const DATA_HELP = `adc data — the game data packs (tables the rulebooks leave to the components)

Usage:
  adc data template <game>   print the game's complete pack as JSON: every table, each value with its
                             source ("rulebook" with its section, "unverified", or "missing")
  adc data validate FILE     check a pack: exit 0 and its completeness, or 1 and every problem

Games: ${GAMES.map((g) => g.id).join(', ')}

Exit codes: 0 ok, 1 the pack is invalid, 2 usage error or no such file.`;

// ---------------------------------------------------------------------------------------------
// Arguments

type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }>;

function parse<const O extends OptionSpec>(args: string[], options: O, help: string) {
  const config = { args, options: { ...options, help: { type: 'boolean', short: 'h' } } as O & { help: { type: 'boolean'; short: 'h' } }, allowPositionals: true, strict: true } as const;
  try {
    return parseArgs(config);
  } catch (e) {
    throw usage((e as Error).message, help);
  }
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

function findGame(name: string, help: string): GameModule<any> {
  const modules = Object.values(GAME_MODULES) as GameModule<any>[];
  const m = modules.find((x) => fold(x.id) === fold(name) || fold(x.name) === fold(name));
  if (m) return m;
  const known = modules.map((x) => `${x.id} (${x.name})`).join(', ');
  if (isGameId(fold(name))) throw usage(`Aide-de-Camp does not have the game "${name}" yet. Available: ${known}.`, help);
  throw usage(`unknown game "${name}". Available: ${known}.`, help);
}

function findScenario(module: GameModule<any>, id: string | undefined, help: string): ScenarioDef {
  if (id === undefined) return module.scenarios[0]!;
  const s = module.scenarios.find((x) => fold(x.id) === fold(id) || fold(x.name) === fold(id));
  if (s) return s;
  throw usage(`${module.name} has no scenario "${id}". Choose one of: ${module.scenarios.map((x) => `${x.id} (${x.name})`).join(', ')}.`, help);
}

function findPower(module: GameModule<any>, name: string): string | null {
  return module.powers.find((p) => fold(p.id) === fold(name) || fold(p.name) === fold(name))?.id ?? null;
}

/** "Ann:France,Bo:Britain" (several powers: "Ann:France+Spain") -> players with power ids. */
export function parsePlayers(module: GameModule<any>, scenario: ScenarioDef, list: string, help = NEW_HELP): Player[] {
  const items = list.split(',').map((s) => s.trim()).filter(Boolean);
  if (items.length === 0) throw usage('--players is empty: give at least one "Name:Power".', help);
  const choices = () => scenario.playable.map((id) => module.powers.find((p) => p.id === id)?.name ?? id).join(', ');
  return items.map((item, i) => {
    const at = item.lastIndexOf(':');
    if (at <= 0 || at === item.length - 1) throw usage(`--players entry ${i + 1} ("${item}") must be Name:Power, e.g. "Ann:France".`, help);
    const name = item.slice(0, at).trim();
    const powers = item.slice(at + 1).split('+').map((p) => p.trim());
    return {
      name,
      powers: powers.map((p) => {
        const id = findPower(module, p);
        if (!id) throw usage(`--players: "${p}" (for ${name}) is not a power in ${module.name}. Choose from: ${choices()}.`, help);
        return id;
      }),
    };
  });
}

function parseSettings(pairs: string[] | undefined, help: string, flag: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pair of pairs ?? []) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw usage(`${flag} "${pair}" must be KEY=VALUE.`, help);
    const raw = pair.slice(eq + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      /* a plain string */
    }
    out[pair.slice(0, eq).trim()] = value;
  }
  return out;
}

/** The app's defaults (rule settings, the rulebook data pack) completed around what was asked for. */
function newSettings(module: GameModule<any>, settingPairs: string[] | undefined, rulePairs: string[] | undefined): Record<string, unknown> {
  const settings = parseSettings(settingPairs, NEW_HELP, '--setting');
  const rules = parseSettings(rulePairs, NEW_HELP, '--rule');
  if (Object.keys(rules).length) {
    if (!module.rules) throw usage(`${module.name} has no rule settings.`, NEW_HELP);
    settings.rules = { ...((settings.rules as Record<string, unknown> | undefined) ?? {}), ...rules };
  }
  return completeSettings(module, settings);
}

function oneFile(positionals: string[], what: string, help: string): string {
  if (positionals.length === 0) throw usage(`${what}: which file? Give FILE.`, help);
  if (positionals.length > 1) throw usage(`${what} takes one FILE, got ${positionals.length}: ${positionals.join(' ')}`, help);
  return positionals[0]!;
}

// ---------------------------------------------------------------------------------------------
// Campaign commands

async function campaignNew(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(
    args,
    {
      scenario: { type: 'string' }, players: { type: 'string' }, title: { type: 'string' }, out: { type: 'string', short: 'o' },
      seed: { type: 'string' }, setting: { type: 'string', multiple: true }, rule: { type: 'string', multiple: true },
    },
    NEW_HELP,
  );
  if (values.help) return help(io, NEW_HELP);
  if (positionals.length === 0) throw usage('campaign new: which game? e.g. adc campaign new alliance --out my.adc', NEW_HELP);
  if (positionals.length > 1) throw usage(`campaign new takes one game, got: ${positionals.join(' ')}`, NEW_HELP);
  const module = findGame(positionals[0]!, NEW_HELP);
  const scenario = findScenario(module, values.scenario as string | undefined, NEW_HELP);
  const players: Player[] =
    values.players !== undefined
      ? parsePlayers(module, scenario, values.players as string)
      : scenario.playable.slice(0, scenario.maxPlayers).map((id) => ({ name: module.powers.find((p) => p.id === id)?.name ?? id, powers: [id] }));
  if (!values.out) throw usage('campaign new: say where to write the campaign with --out FILE.', NEW_HELP);
  let seed = newSeed();
  if (values.seed !== undefined) {
    seed = Number(values.seed);
    if (!/^-?\d+$/.test(String(values.seed)) || !Number.isSafeInteger(seed)) throw usage(`--seed must be a whole number, got "${values.seed}".`, NEW_HELP);
  }
  const header = makeHeader({
    id: randomUUID(),
    game: module.id,
    scenario: scenario.id,
    title: (values.title as string | undefined) ?? '',
    players,
    settings: newSettings(module, values.setting, values.rule),
    seed,
    createdAt: new Date().toISOString(),
    appVersion: APP_VERSION,
  });
  // The same checks the file reader applies, so nothing written here fails to open.
  const checked = headerSchema.safeParse(header);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const field = issue.path.join('.');
    const flag = field.startsWith('players') ? '--players' : field === 'title' ? '--title' : field === 'seed' ? '--seed' : field;
    throw usage(`${flag} (${field}): ${issue.message}`, NEW_HELP);
  }
  let campaign: Campaign<any>;
  try {
    campaign = Campaign.create(module, header);
  } catch (e) {
    if (e instanceof RuleError) throw new CliError(EXIT_FAILED, `The rules refuse this set-up: ${e.message}`);
    throw e;
  }
  const out = path.resolve(values.out as string);
  if (await exists(out)) throw new CliError(EXIT_FAILED, `${out} already exists: adc never overwrites a campaign. Choose another --out.`);
  await saveCampaignFile(out, campaign.toFile(), module.turnLabel(campaign.state).year);
  io.out(out);
  return EXIT_OK;
}

interface Loaded {
  file: string;
  opened: Opened;
  module: GameModule<any>;
  campaign: Campaign<any>;
}

/** Opens a campaign exactly as the app does (file + the journal's usable part, then a full replay). */
async function loadCampaign(file: string): Promise<Loaded & { journalProblem: string | null; used: number }> {
  const abs = path.resolve(file);
  try {
    const l = await loadCampaignWithJournal(abs);
    return { file: abs, opened: l.opened, module: l.campaign.module, campaign: l.campaign, journalProblem: l.journalProblem, used: l.usedFromJournal };
  } catch (e) {
    if (e instanceof FileError) throw new CliError(e.kind === 'missing' ? EXIT_USAGE : EXIT_FAILED, e.message.replace(`${path.basename(abs)}: `, ''));
    if (e instanceof CampaignFormatError || e instanceof RuleError) throw new CliError(EXIT_FAILED, e.message);
    throw new CliError(EXIT_FAILED, `This file cannot be read: ${(e as Error).message}`);
  }
}

/** The backups the app would offer for FILE, one line each, for a file that does not open. */
async function backupLines(file: string): Promise<string> {
  const backups = await listBackups(file).catch(() => []);
  if (!backups.length) return '\nNo backups of it were found (they live in .adc-backups beside the file).';
  const rows = backups.slice(0, 12).map((b) => `  ${b.path}  (${b.kind === 'year' ? 'newest save of a Year' : 'recent copy'}, ${b.entries} entries, ${b.modified.slice(0, 16).replace('T', ' ')})`);
  return `\nBackups you can restore (newest first; open the file in the app to restore one, or copy one over it):\n${rows.join('\n')}`;
}

function journalNote(l: Awaited<ReturnType<typeof loadCampaign>>): string {
  const parts: string[] = [];
  if (l.used) parts.push(`${l.used} entr${l.used === 1 ? 'y' : 'ies'} recovered from ${path.basename(journalPath(l.file))}`);
  if (l.journalProblem) parts.push(`the rest of the journal is not usable (${l.journalProblem}); the app sets it aside on opening`);
  return parts.join('; ');
}

async function campaignValidate(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, {}, VALIDATE_HELP);
  if (values.help) return help(io, VALIDATE_HELP);
  const file = oneFile(positionals, 'campaign validate', VALIDATE_HELP);
  let l: Awaited<ReturnType<typeof loadCampaign>>;
  try {
    l = await loadCampaign(file);
  } catch (e) {
    if (e instanceof CliError && e.code === EXIT_FAILED) throw new CliError(EXIT_FAILED, `INVALID ${path.resolve(file)}: ${e.message}${await backupLines(path.resolve(file))}`);
    throw e;
  }
  const h = l.campaign.header;
  const scen = l.module.scenarios.find((s) => s.id === h.scenario);
  const journal = journalNote(l);
  io.out(`OK ${l.file}: ${l.campaign.entries.length} entries, ${l.module.name} (${h.game}), scenario ${scen?.name ?? h.scenario} [${h.scenario}]${journal ? `; ${journal}` : ''}`);
  return EXIT_OK;
}

export interface CampaignSummary {
  file: string;
  game: string;
  gameName: string;
  scenario: string;
  scenarioName: string;
  title: string;
  players: Player[];
  entries: number;
  recoveredFromJournal: number;
  turn: { year: string; turn: string; full: string };
  step: { id: string; title: string; phaseId: string; phaseTitle: string };
  prompt: string;
  gameOver: null | { reason: string; winners: string[] };
  powers: Array<{ power: string; name: string; player: string | null; status: string; defeated: boolean; tracks: Record<string, number>; facts: string[] }>;
  derived: Array<{ id: string; label: string; power: string | null; value: number; formula: string; cite: string[]; breakdown: Array<{ label: string; value: number; note?: string }>; missing?: string }>;
  reminders: string[];
  /** Rule settings in force, and those that differ from the recommended reading. */
  rules: Record<string, string | boolean>;
  rulesChanged: Array<{ id: string; title: string; value: string | boolean; label: string }>;
}

export function summarise(l: Loaded): CampaignSummary {
  const v = buildView(l.campaign, l.file);
  return {
    file: l.file,
    game: v.header.game,
    gameName: v.gameName,
    scenario: v.header.scenario,
    scenarioName: v.scenarioName,
    title: v.header.title,
    players: v.header.players,
    entries: v.logTotal,
    recoveredFromJournal: l.opened.recovered,
    turn: v.turn,
    step: { id: v.step.id, title: v.step.title, phaseId: v.step.phaseId, phaseTitle: v.step.phaseTitle },
    prompt: v.prompt,
    gameOver: v.gameOver,
    powers: v.powers.map((p) => ({ power: p.power, name: p.name, player: p.player, status: p.status, defeated: p.defeated, tracks: p.tracks, facts: p.facts })),
    derived: v.derived.map((d) => ({ id: d.id, label: d.label, power: d.power ?? null, value: d.value, formula: d.formula, cite: d.cite, breakdown: d.breakdown, ...(d.missing ? { missing: d.missing } : {}) })),
    reminders: v.reminders,
    rules: { ...(l.campaign.state.rules ?? {}) },
    rulesChanged: (l.module.rules ?? [])
      .filter((r) => l.campaign.state.rules?.[r.id] !== undefined && l.campaign.state.rules[r.id] !== r.default)
      .map((r) => {
        const value = l.campaign.state.rules![r.id]!;
        return { id: r.id, title: r.title, value, label: r.options.find((o) => o.value === value)?.label ?? String(value) };
      }),
  };
}

function summaryText(s: CampaignSummary, module: GameModule<any>): string {
  const trackName = (id: string) => module.tracks.find((t) => t.id === id)?.name ?? id;
  const powerName = (id: string | null) => (id === null ? 'Table' : (module.powers.find((p) => p.id === id)?.name ?? id));
  const lines: string[] = [];
  lines.push(`${s.gameName} — ${s.scenarioName}${s.title ? ` — “${s.title}”` : ''}`);
  lines.push(`File:     ${s.file} (${s.entries} entries${s.recoveredFromJournal ? `, ${s.recoveredFromJournal} from the journal` : ''})`);
  lines.push(`Players:  ${s.players.map((p) => `${p.name} (${p.powers.map(powerName).join(' + ')})`).join(', ')}`);
  lines.push(`Now:      ${s.turn.full} — ${s.step.phaseTitle} › ${s.step.title}`);
  if (s.prompt) lines.push(`Waiting:  ${s.prompt}`);
  if (s.gameOver) lines.push(`GAME OVER: ${s.gameOver.reason}`);
  if (Object.keys(s.rules).length) {
    lines.push(`Rules:    ${s.rulesChanged.length ? s.rulesChanged.map((r) => `${r.title}: ${r.label}`).join('; ') : 'the recommended reading of every rule setting'}`);
  }
  lines.push('', 'Powers:');
  const nameW = Math.max(...s.powers.map((p) => p.name.length), 4);
  for (const p of s.powers) {
    // A computed track whose inputs are not all entered says so instead of a partial sum.
    const shown = (k: string, v: number) => (s.derived.some((d) => d.id === k && d.power === p.power && d.missing) ? 'not entered' : v);
    const tracks = Object.entries(p.tracks).map(([k, v]) => `${trackName(k)} ${shown(k, v)}`).join(', ');
    const who = p.player ? ` (${p.player})` : '';
    lines.push(`  ${p.name.padEnd(nameW)}  ${p.status}${who}${tracks ? ` · ${tracks}` : ''}`);
    if (p.facts.length) lines.push(`  ${''.padEnd(nameW)}  ${p.facts.join('; ')}`);
  }
  if (s.derived.length) {
    lines.push('', 'Derived values:');
    for (const d of s.derived) lines.push(`  ${d.power ? `${powerName(d.power)}: ` : ''}${d.label} ${d.missing ?? d.value}  [${d.formula}; ${d.cite.join(', ')}]`);
  }
  if (s.reminders.length) lines.push('', 'Reminders:', ...s.reminders.map((r) => `  - ${r}`));
  return lines.join('\n');
}

async function campaignSummary(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, { json: { type: 'boolean' } }, SUMMARY_HELP);
  if (values.help) return help(io, SUMMARY_HELP);
  const l = await loadCampaign(oneFile(positionals, 'campaign summary', SUMMARY_HELP));
  const s = summarise(l);
  io.out(values.json ? JSON.stringify(s, null, 2) : summaryText(s, l.module));
  return EXIT_OK;
}

/** Writes an export to --out (never onto the campaign file itself) or to standard output. */
async function writeOut(text: string, out: string | undefined, source: string, io: Io, help: string): Promise<void> {
  if (!out) {
    io.out(text.endsWith('\n') ? text.slice(0, -1) : text);
    return;
  }
  const target = path.resolve(out);
  if (target === source || target.endsWith(CAMPAIGN_EXT)) throw usage(`--out ${out}: an export is never written onto a campaign file. Choose another name.`, help);
  try {
    await fs.writeFile(target, text, 'utf8');
  } catch (e) {
    throw new CliError(EXIT_FAILED, `Could not write ${target}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  io.out(target);
}

async function campaignReport(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, { out: { type: 'string', short: 'o' } }, REPORT_HELP);
  if (values.help) return help(io, REPORT_HELP);
  const l = await loadCampaign(oneFile(positionals, 'campaign report', REPORT_HELP));
  const t = Timeline.of(l.module, l.campaign.toFile());
  await writeOut(reportDocument(reportData(t, path.basename(l.file))), values.out, l.file, io, REPORT_HELP);
  return EXIT_OK;
}

async function campaignExport(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, { out: { type: 'string', short: 'o' }, csv: { type: 'string' }, json: { type: 'boolean' } }, EXPORT_HELP);
  if (values.help) return help(io, EXPORT_HELP);
  const file = oneFile(positionals, 'campaign export', EXPORT_HELP);
  if (values.csv !== undefined && values.json) throw usage('campaign export: choose --csv tracks, --csv log or --json, not both.', EXPORT_HELP);
  if (values.csv === undefined && !values.json) throw usage('campaign export: what to export? --csv tracks, --csv log or --json.', EXPORT_HELP);
  if (values.csv !== undefined && values.csv !== 'tracks' && values.csv !== 'log') throw usage(`campaign export: --csv takes tracks or log, not "${values.csv}".`, EXPORT_HELP);
  const l = await loadCampaign(file);
  const t = Timeline.of(l.module, l.campaign.toFile());
  const text = values.json ? logJson(t) : values.csv === 'tracks' ? tracksCsv(t) : logCsv(t);
  await writeOut(text, values.out, l.file, io, EXPORT_HELP);
  return EXIT_OK;
}

async function campaign(args: string[], io: Io): Promise<number> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'new':
      return campaignNew(rest, io);
    case 'validate':
      return campaignValidate(rest, io);
    case 'summary':
      return campaignSummary(rest, io);
    case 'report':
      return campaignReport(rest, io);
    case 'export':
      return campaignExport(rest, io);
    case undefined:
      throw usage('campaign: which command? new, validate, summary, report or export.', CAMPAIGN_HELP);
    case '-h':
    case '--help':
    case 'help':
      return help(io, CAMPAIGN_HELP);
    default:
      throw usage(`campaign has no command "${sub}": use new, validate, summary, report or export.`, CAMPAIGN_HELP);
  }
}

// ---------------------------------------------------------------------------------------------
// Odds

function fieldOf(e: unknown): string | null {
  if (e && typeof e === 'object' && 'field' in e && typeof (e as { field: unknown }).field === 'string') return (e as { field: string }).field;
  return null;
}

async function odds(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, { compact: { type: 'boolean' }, batch: { type: 'boolean' } }, ODDS_HELP);
  if (values.help) return help(io, ODDS_HELP);
  const file = oneFile(positionals, 'odds', ODDS_HELP);
  const label = file === '-' ? 'standard input' : file;
  let text: string;
  try {
    text = file === '-' ? await io.readStdin() : await fs.readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(EXIT_USAGE, code === 'ENOENT' ? `odds: there is no file ${path.resolve(file)}.` : `odds: cannot read ${label}: ${(e as Error).message}`);
  }
  if (values.batch) return oddsBatch(text, label, io);
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (e) {
    throw new CliError(EXIT_USAGE, `odds: ${label} is not valid JSON: ${(e as Error).message}`);
  }
  const result = await oddsOf(input, label);
  io.out(values.compact ? JSON.stringify(result) : JSON.stringify(result, null, 2));
  return EXIT_OK;
}

/** An answer to one line of `adc odds --batch` that could not be computed. */
interface BatchError {
  line: number;
  error: string;
  field?: string;
}

/**
 * `adc odds --batch`: one battle per line in, one result per line out, in order. A bad line is answered
 * with an error object naming the line and its field; the other lines are still answered. Blank lines
 * are skipped (and keep their numbers).
 */
async function oddsBatch(text: string, label: string, io: Io): Promise<number> {
  let failed = 0;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === '') continue;
    const where = `${label} line ${i + 1}`;
    try {
      let input: unknown;
      try {
        input = JSON.parse(raw);
      } catch (e) {
        throw new CliError(EXIT_USAGE, `odds: ${where} is not valid JSON: ${(e as Error).message}`);
      }
      io.out(JSON.stringify(await oddsOf(input, where)));
    } catch (e) {
      if (!(e instanceof CliError)) throw e;
      failed++;
      const answer: BatchError = { line: i + 1, error: e.message.replace(/^odds: /, '') };
      const m = /invalid input at (\S+?):/.exec(e.message);
      if (m && m[1] !== '(top)') answer.field = m[1]!;
      io.out(JSON.stringify(answer));
    }
  }
  if (failed) io.err(`adc: odds: ${failed} of the lines in ${label} could not be answered (their lines say why).`);
  return failed ? EXIT_USAGE : EXIT_OK;
}

/** Exact odds of one battle; a bad input throws a CliError naming the field. */
async function oddsOf(input: unknown, label: string): Promise<unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new CliError(EXIT_USAGE, `odds: ${label}: invalid input at (top): expected a JSON object with a "game" field`);
  const game = (input as { game?: unknown }).game;
  if (typeof game !== 'string') throw new CliError(EXIT_USAGE, `odds: ${label}: invalid input at game: ${game === undefined ? 'missing' : 'must be a string'}; say which game the battle is for, e.g. "game": "${oddsGames()[0]!.id}"`);
  const entry = findGameEntry(game);
  if (!entry?.odds) {
    const have = oddsGames().map((g) => g.id).join(', ');
    if (entry) throw new CliError(EXIT_USAGE, `odds: ${label}: invalid input at game: odds for "${game}" are not available yet (available: ${have}).`);
    throw new CliError(EXIT_USAGE, `odds: ${label}: invalid input at game: unknown game "${game}" (available: ${have}).`);
  }
  const compute = (await entry.odds.load()).compute;
  try {
    return compute(input);
  } catch (e) {
    const field = fieldOf(e);
    if (field === null) throw e;
    const msg = (e as Error).message;
    const bare = field && msg.startsWith(`${field}: `) ? msg.slice(field.length + 2) : msg;
    throw new CliError(EXIT_USAGE, `odds: ${label}: invalid input at ${field || '(top)'}: ${bare}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Data packs

async function data(args: string[], io: Io): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === undefined) throw usage('data: which command? template or validate.', DATA_HELP);
  if (sub === '-h' || sub === '--help' || sub === 'help') return help(io, DATA_HELP);
  const { values, positionals } = parse(rest, {}, DATA_HELP);
  if (values.help) return help(io, DATA_HELP);
  if (sub === 'template') {
    const game = positionals[0];
    if (!game || positionals.length > 1) throw usage('data template: name one game.', DATA_HELP);
    const g = GAMES.find((x) => x.id === fold(game) || fold(x.name) === fold(game));
    if (!g) throw usage(`data template: unknown game "${game}" (games: ${GAMES.map((x) => x.id).join(', ')}).`, DATA_HELP);
    io.out(JSON.stringify(templatePack(g.data, `${g.name}: rulebook values`), null, 2));
    return EXIT_OK;
  }
  if (sub === 'validate') {
    const file = oneFile(positionals, 'data validate', DATA_HELP);
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch {
      throw new CliError(EXIT_USAGE, `data validate: there is no file ${path.resolve(file)}.`);
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (e) {
      io.err(`INVALID ${file}: not readable JSON (${(e as Error).message})`);
      return EXIT_FAILED;
    }
    const top = raw as { game?: unknown; format?: unknown } | null;
    const gd = typeof top?.game === 'string' ? findGameEntry(top.game)?.data : undefined;
    if (!gd) {
      const why = !top || typeof top !== 'object' || top.format !== 'aide-de-camp-data-pack' ? 'this is not an Aide-de-Camp data pack' : top.game === undefined ? 'the pack names no game' : `unknown game "${String(top.game)}"`;
      io.err(`INVALID ${file}: ${why}`);
      return EXIT_FAILED;
    }
    const check = validatePack(gd, raw);
    if (!check.ok) {
      io.err(`INVALID ${file}:`);
      for (const e of check.errors) io.err(`  - ${e}`);
      return EXIT_FAILED;
    }
    const status = tableStatus(gd!, check.pack);
    const missingTotal = status.reduce((a, t) => a + t.missingRequired, 0);
    io.out(`OK ${file}: ${gameEntry(check.pack.game).name} pack "${check.pack.name}", ${status.length} tables, ${missingTotal ? `${missingTotal} required values still missing` : 'complete'}`);
    for (const t of status) io.out(`  ${t.complete ? '✓' : '…'} ${t.title}: ${t.rulebook} from the rulebook, ${t.group} entered, ${t.unverified} unverified, ${t.missingRequired} missing`);
    return EXIT_OK;
  }
  throw usage(`data has no command "${sub}": use template or validate.`, DATA_HELP);
}

// ---------------------------------------------------------------------------------------------

function help(io: Io, text: string): number {
  io.out(text);
  return EXIT_OK;
}

/** Runs one `adc` command line; returns the exit code. Never throws. */
export async function run(argv: string[], io: Io = processIo): Promise<number> {
  try {
    const [cmd, ...rest] = argv;
    switch (cmd) {
      case 'campaign':
        return await campaign(rest, io);
      case 'odds':
        return await odds(rest, io);
      case 'data':
        return await data(rest, io);
      case undefined:
        io.err(MAIN_HELP);
        return EXIT_USAGE;
      case '-h':
      case '--help':
        return help(io, MAIN_HELP);
      case 'help': {
        // adc help campaign new == adc campaign new --help
        if (rest.length === 0) return help(io, MAIN_HELP);
        return await run([...rest, '--help'], io);
      }
      case '-v':
      case '--version':
        io.out(APP_VERSION);
        return EXIT_OK;
      default:
        throw usage(`unknown command "${cmd}".`, MAIN_HELP);
    }
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`adc: ${e.message}`);
      if (e.hint) io.err(`Run "${hintCommand(e.hint)} --help" for usage.`);
      return e.code;
    }
    io.err(`adc: unexpected error: ${(e as Error)?.stack ?? String(e)}`);
    return EXIT_FAILED;
  }
}

function hintCommand(help: string): string {
  if (help === NEW_HELP) return 'adc campaign new';
  if (help === VALIDATE_HELP) return 'adc campaign validate';
  if (help === SUMMARY_HELP) return 'adc campaign summary';
  if (help === REPORT_HELP) return 'adc campaign report';
  if (help === EXPORT_HELP) return 'adc campaign export';
  if (help === CAMPAIGN_HELP) return 'adc campaign';
  if (help === ODDS_HELP) return 'adc odds';
  if (help === DATA_HELP) return 'adc data';
  return 'adc';
}
