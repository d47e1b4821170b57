import { armedRecording, isRecorderShortcut } from './recorder-switch';

/**
 * The development-only entry (vite.config.ts loads it before ui/main.tsx in builds with VITE_RECORDER=1: npm start,
 * npm run dev), so the store's own entry imports nothing from the harness. It hands ui/main.tsx the way to start:
 * Ctrl+Alt+R toggles the recorder panel, and an armed recording (Record, then a reload) wraps the ports and the
 * store in the session recorder before the store starts.
 */
const togglePanel = () => void import('./recorder-panel').then((panel) => panel.toggleRecorderPanel());

window.addEventListener('keydown', (event) => {
  if (isRecorderShortcut(event)) {
    event.preventDefault();
    togglePanel();
  }
});

window.__devStart = (start, ports) => {
  if (armedRecording() === null) {
    void start(ports);
    return;
  }
  import('./session-recorder').then(
    (recorder) => {
      const session = recorder.startArmedRecording(ports, import.meta.env);
      if (session) void start(session.wrapPorts(), (store) => session.watch(store));
      else void start(ports);
      togglePanel();
    },
    () => void start(ports),
  );
};
