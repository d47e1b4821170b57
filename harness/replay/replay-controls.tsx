import { useState } from 'react';

export type Viewport = 'phone' | 'desktop';

export interface ReplayControlsProps {
  /** How many events have been applied (0: the given state). */
  readonly position: number;
  readonly total: number;
  readonly playing: boolean;
  readonly path: string;
  readonly viewport: Viewport;
  onPosition(position: number): void;
  onPlaying(playing: boolean): void;
  onPath(path: string): void;
  onViewport(viewport: Viewport): void;
}

/** Play, pause, step, jump to an event, and which page of the app, at which width, shows it. */
export function ReplayControls(props: ReplayControlsProps) {
  const { position, total, playing } = props;
  const [jump, setJump] = useState('');
  const [path, setPath] = useState(props.path);
  return (
    <div className="replay__controls">
      <div role="toolbar" aria-label="Replay controls">
        <button type="button" onClick={() => props.onPosition(0)} disabled={position === 0}>
          Start
        </button>
        <button type="button" onClick={() => props.onPosition(position - 1)} disabled={position === 0}>
          Step back
        </button>
        {playing ? (
          <button type="button" onClick={() => props.onPlaying(false)}>
            Pause
          </button>
        ) : (
          <button type="button" onClick={() => props.onPlaying(true)} disabled={position === total}>
            Play
          </button>
        )}
        <button type="button" onClick={() => props.onPosition(position + 1)} disabled={position === total}>
          Step forward
        </button>
        <button type="button" onClick={() => props.onPosition(total)} disabled={position === total}>
          End
        </button>
      </div>
      <output className="replay__position" aria-live="polite">
        {position === 0 ? `Before the first event (of ${total})` : `After event ${position} of ${total}`}
      </output>
      <input
        type="range"
        aria-label="Events applied"
        min={0}
        max={total}
        value={position}
        onChange={(event) => props.onPosition(Number(event.currentTarget.value))}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (jump !== '') props.onPosition(Number(jump));
        }}
      >
        <label>
          Jump to event{' '}
          <input
            type="number"
            min={0}
            max={total}
            value={jump}
            onChange={(event) => setJump(event.currentTarget.value)}
          />
        </label>
        <button type="submit">Go</button>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onPath(path.startsWith('/') ? path : `/${path}`);
        }}
      >
        <label>
          Page <input value={path} onChange={(event) => setPath(event.currentTarget.value)} />
        </label>
        <button type="submit">Show</button>
      </form>
      <label>
        Width{' '}
        <select value={props.viewport} onChange={(event) => props.onViewport(event.currentTarget.value as Viewport)}>
          <option value="phone">phone (390 px)</option>
          <option value="desktop">desktop (1024 px)</option>
        </select>
      </label>
    </div>
  );
}
