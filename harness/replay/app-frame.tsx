import { StrictMode, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../ui/app';
import { RecordingSourceProvider, type RecordingSource } from '../../ui/chat/recording-source';
import '@fontsource-variable/dm-sans/wght.css';
import '../../ui/styles/fonts-devanagari.css';
import '../../ui/styles/base.css';
import '../../ui/shell/layout.css';
import '../../ui/catalog/search.css';
import '../../ui/shell/panels.css';
import '../../ui/shell/floating.css';
import '../../ui/shell/snackbar.css';
import { parentBridge } from './replay-bridge';

/** A replay has no recorded audio bytes: voice notes show without playback. */
const NO_RECORDINGS: RecordingSource = { get: () => undefined };

const bridge = parentBridge();

/** The real app on the replay's store, on an in-memory location, mounted afresh when the page says so. */
function ReplayedApp() {
  const mount = useSyncExternalStore(bridge.subscribe, bridge.mount);
  const path = useSyncExternalStore(bridge.subscribe, bridge.path);
  return (
    <RecordingSourceProvider source={NO_RECORDINGS}>
      <MountedApp key={`${mount} ${path}`} path={path} />
    </RecordingSourceProvider>
  );
}

/** One mounting of the app, with its own in-memory location starting at `path`. */
function MountedApp({ path }: { readonly path: string }) {
  const [location] = useState(() => memoryLocation({ path }));
  return <App store={bridge.store()} locationHook={location.hook} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('The app frame has no #root element to render into.');
createRoot(container).render(
  <StrictMode>
    <ReplayedApp />
  </StrictMode>,
);
