import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { activeRecorder, armAndRestart, type SessionRecorder } from './session-recorder';
import { saveRecording, type SavedRecording } from './save-recording';
import './recorder-panel.css';

const defaultName = () => `session-${new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}`;

function EventCount({ recorder }: { recorder: SessionRecorder }) {
  const count = useSyncExternalStore(
    (listener) => recorder.onChange(listener),
    () => recorder.eventCount(),
  );
  return (
    <p aria-live="polite">
      Recording “{recorder.name}”: {count} events
    </p>
  );
}

function RecorderPanel({ onClose }: { onClose: () => void }) {
  const [recorder, setRecorder] = useState(activeRecorder);
  const [name, setName] = useState(defaultName);
  const [saved, setSaved] = useState<SavedRecording | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [onClose]);

  const stop = async () => {
    if (!recorder) return;
    setSaving(true);
    const log = recorder.stop();
    setSaved(await saveRecording(log, recorder.name));
    setRecorder(null);
    setSaving(false);
  };

  return (
    <section className="recorder-panel" role="dialog" aria-label="Session recorder">
      <h2>Session recorder</h2>
      {recorder ? (
        <>
          <EventCount recorder={recorder} />
          <button type="button" onClick={() => void stop()} disabled={saving}>
            Stop
          </button>
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            armAndRestart(name);
          }}
        >
          <label>
            Name <input value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit">Record</button>
          <p>Record restarts the app and records from its start.</p>
        </form>
      )}
      {saved && (
        <p role="status">
          {saved.written ? `Saved ${saved.written}` : `Downloaded ${saved.fileName}`} ({saved.steps} steps)
        </p>
      )}
      <button type="button" className="recorder-panel-close" aria-label="Close recorder" onClick={onClose}>
        ×
      </button>
    </section>
  );
}

let closeShown: (() => void) | null = null;

/** Shows the recorder panel (or hides it when shown), outside the app's own tree. */
export function toggleRecorderPanel(): void {
  if (closeShown) {
    closeShown();
    return;
  }
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  const close = () => {
    root.unmount();
    element.remove();
    closeShown = null;
  };
  closeShown = close;
  root.render(<RecorderPanel onClose={close} />);
}
