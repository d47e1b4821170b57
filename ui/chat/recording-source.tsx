import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Where the UI reads a finished recording's bytes by id (the browser ports' RecordingStore). */
export interface RecordingSource {
  get(recordingId: string): Blob | undefined;
}

const RecordingSourceContext = createContext<RecordingSource | null>(null);

/** Lets the voice recorder play back what was just recorded, without the bytes ever entering an event. */
export function RecordingSourceProvider({
  source,
  children,
}: {
  readonly source: RecordingSource;
  readonly children?: ReactNode;
}) {
  return <RecordingSourceContext.Provider value={source}>{children}</RecordingSourceContext.Provider>;
}

/**
 * An object URL for a kept recording, or null when there is no source, no id or no such recording.
 * The URL is revoked when the id changes or the component unmounts.
 */
export function useRecordingUrl(recordingId: string | null | undefined): string | null {
  const source = useContext(RecordingSourceContext);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const blob = recordingId ? source?.get(recordingId) : undefined;
    if (!blob || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [source, recordingId]);
  return url;
}
