import { StrictMode, useCallback, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { CoreStore } from '../../core/create-core';
import type { Event } from '../../core/events';
import { ReplayControls, type Viewport } from './replay-controls';
import { ReplayDetails } from './replay-details';
import { NAMED_SCENARIO_PATH, scenarioFromText, type NamedScenario } from './replay-load';
import { replayScenario, stateAt, type Replay } from './replay-run';
import type { Scenario } from '../scenario/scenario.schema';
import { ReplayTimeline } from './replay-timeline';
import type { ReplayBridge } from './replay-bridge';
import { createViewStore, type ViewStore } from './view-store';
import './replay.css';

const PLAY_INTERVAL_MS = 600;
const FRAME_SIZES: Record<Viewport, { width: number; height: number }> = {
  phone: { width: 390, height: 760 },
  desktop: { width: 1024, height: 760 },
};

/** The bridge to the app frame: one per page, pointing at the view store of the replay shown now. */
function createBridge(): ReplayBridge & {
  showView(view: ViewStore): void;
  setPath(path: string): void;
  remount(): void;
} {
  const listeners = new Set<() => void>();
  let view: ViewStore | null = null;
  let path = '/';
  let mount = 0;
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    store(): CoreStore {
      if (!view) throw new Error('No scenario is loaded yet.');
      return view.store;
    },
    path: () => path,
    mount: () => mount,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    showView(next) {
      view = next;
      mount++;
      changed();
    },
    setPath(next) {
      path = next;
      changed();
    },
    remount() {
      mount++;
      changed();
    },
  };
}

const bridge = createBridge();
window.__replayBridge = bridge;

/**
 * Where a failed replay opens: after the last event of the failing step, or at the end for a failure after every step.
 */
function failurePosition(replay: Replay): number {
  const failed = replay.steps.find((step) => step.outcome === 'failed');
  return failed ? failed.to : replay.events.length;
}

type Loaded = { readonly replay: Replay; readonly view: ViewStore } | { readonly error: string } | null;

/**
 * The replay page: a scenario's run shown in the real app (in a frame, on a view store), with a
 * timeline to play, pause, step and jump through its events.
 */
function ReplayPage() {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [path, setPath] = useState('/');
  const [viewport, setViewport] = useState<Viewport>('phone');
  const [ignored, setIgnored] = useState<readonly Event[]>([]);
  const [dragging, setDragging] = useState(false);
  const shown = useRef(0);
  const replay = loaded && 'replay' in loaded ? loaded.replay : null;
  const view = loaded && 'view' in loaded ? loaded.view : null;

  const open = useCallback(async (read: () => Scenario, file: string) => {
    setPlaying(false);
    try {
      const next = await replayScenario(read(), file);
      const nextView = createViewStore(next.initialState, next.traits);
      const start = next.result.passed ? 0 : failurePosition(next);
      nextView.show(
        stateAt(next, start),
        next.events.slice(0, start).map((event) => event.entry),
      );
      shown.current = start;
      setIgnored([]);
      setLoaded({ replay: next, view: nextView });
      setPosition(start);
      bridge.showView(nextView);
    } catch (error) {
      setLoaded({ error: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    void fetch(NAMED_SCENARIO_PATH).then(async (response) => {
      if (!response.ok) return;
      const named = (await response.json()) as NamedScenario;
      await open(() => {
        if ('error' in named) throw new Error(named.error);
        return named.scenario;
      }, named.file);
    });
  }, [open]);

  useEffect(() => {
    if (!view) return undefined;
    const subscription = view.ignored$.subscribe((event) => setIgnored((list) => [...list, event]));
    return () => subscription.unsubscribe();
  }, [view]);

  useEffect(() => {
    if (!replay || !view || shown.current === position) return;
    const oneForward = position === shown.current + 1;
    shown.current = position;
    view.show(
      stateAt(replay, position),
      replay.events.slice(0, position).map((event) => event.entry),
    );
    if (!oneForward) bridge.remount();
  }, [replay, view, position]);

  useEffect(() => {
    if (!playing || !replay) return undefined;
    if (position >= replay.events.length) {
      setPlaying(false);
      return undefined;
    }
    const timer = setTimeout(() => setPosition((at) => at + 1), PLAY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, position, replay]);

  useEffect(() => bridge.setPath(path), [path]);

  useEffect(() => {
    if (!replay) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setPosition((at) => Math.max(0, Math.min(replay.events.length, at + step)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [replay]);

  const openFile = (file: File | undefined) => {
    if (file) void file.text().then((text) => open(() => scenarioFromText(text, file.name), file.name));
  };
  const size = FRAME_SIZES[viewport];

  return (
    <div
      className={`replay${dragging ? ' replay--dragging' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        openFile(event.dataTransfer.files[0]);
      }}
    >
      <header className="replay__bar">
        <h1>Scenario replay</h1>
        <p className="replay__file">{replay ? `${replay.file}: ${replay.scenario.name}` : 'No scenario open'}</p>
        <label className="replay__open">
          Open a scenario or recording
          <input
            type="file"
            accept=".json,application/json"
            onChange={(event) => openFile(event.currentTarget.files?.[0])}
          />
        </label>
        <span className="replay__hint">or drop a file on the page; ← and → step</span>
      </header>
      {loaded && 'error' in loaded && (
        <p role="alert" className="replay__error">
          {loaded.error}
        </p>
      )}
      {replay && (
        <div className="replay__body">
          <section className="replay__app" aria-label="The app">
            <iframe title="Replayed app" src="./app-frame.html" width={size.width} height={size.height} />
          </section>
          <section className="replay__timeline" aria-label="Timeline">
            <ReplayControls
              position={position}
              total={replay.events.length}
              playing={playing}
              path={path}
              viewport={viewport}
              onPosition={(next) => setPosition(Math.max(0, Math.min(replay.events.length, next)))}
              onPlaying={setPlaying}
              onPath={setPath}
              onViewport={setViewport}
            />
            <RunVerdict replay={replay} onShow={() => setPosition(failurePosition(replay))} />
            <div className="replay__columns">
              <ReplayTimeline replay={replay} position={position} onPosition={setPosition} />
              <ReplayDetails replay={replay} position={position} ignored={ignored} />
            </div>
          </section>
        </div>
      )}
    </div>
  );
}

/** Whether the run passed; when it failed, the runner's message and a way to the failing step. */
function RunVerdict({ replay, onShow }: { readonly replay: Replay; readonly onShow: () => void }) {
  if (replay.result.passed) {
    return (
      <p className="replay__verdict replay__verdict--passed">
        Passed: {replay.steps.length} steps, {replay.events.length} events.
      </p>
    );
  }
  const failed = replay.steps.find((step) => step.outcome === 'failed');
  return (
    <div role="alert" className="replay__verdict replay__verdict--failed">
      <p>{failed ? `Failed at step ${failed.index + 1} (${failed.label})` : 'Failed after the last step'}</p>
      <ul>
        {replay.result.failures.map((failure) => (
          <li key={failure}>{failure}</li>
        ))}
      </ul>
      <button type="button" onClick={onShow}>
        Show where it failed
      </button>
    </div>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The replay page has no #root element to render into.');
createRoot(container).render(
  <StrictMode>
    <ReplayPage />
  </StrictMode>,
);
