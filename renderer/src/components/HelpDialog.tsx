// The keyboard shortcuts and the dice rules (F1 / ?): the app's keys, every calculator's C and the open
// game's own commands, from the renderer's game registry (apart from Shell.tsx, which the games' screens
// import, so no import cycle runs through the registry).
import { useApp } from '../lib/store';
import { shortcutList, useGameScreens } from '../games/registry';
import { Dialog } from './Shell';
import { Kbd } from './ui';

export function HelpDialog() {
  const open = useApp((s) => s.helpOpen);
  const setHelp = useApp((s) => s.setHelp);
  const view = useApp((s) => s.view);
  const game = view?.header.game;
  // The open game's quick-reference cards (rulebook tables the players look up), if it has them.
  const Reference = useGameScreens(game)?.reference;
  return (
    <Dialog open={open} title={Reference ? 'Help and quick reference' : 'Keyboard shortcuts'} onClose={() => setHelp(false)} wide={!!Reference}>
      <table className="shortcut-table">
        <tbody>
          {shortcutList(game).map((s) => (
            <tr key={s.what}>
              <td>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? ' or ' : ''}
                    <Kbd>{k}</Kbd>
                  </span>
                ))}
              </td>
              <td>{s.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Shortcuts are off while you type in a field.</p>
      <h3>Undo, redo and the dice</h3>
      <p>
        Every action goes into the campaign log. <strong>Undo</strong> and <strong>Redo</strong> replay the same entries with the <em>same dice</em>:
        undoing a roll and redoing it brings back exactly those faces.
      </p>
      <p>
        A <em>new</em> roll always continues the campaign’s dice stream, so undoing a roll and rolling again gives the next dice in the stream — a roll can never be re-rolled for a better result.
      </p>
      <p className="muted">Dice thrown at the table can be typed in instead; the log marks them “table”.</p>
      {Reference && view ? <Reference view={view} /> : null}
    </Dialog>
  );
}
