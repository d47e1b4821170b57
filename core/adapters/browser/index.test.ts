// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createBrowserPorts } from './index';

const monitoring = { tunnelUrl: 'http://shop.test/monitoring', errorReportingDsn: null, analyticsKey: null };

describe('createBrowserPorts', () => {
  it('wires every port', () => {
    const ports = createBrowserPorts({ monitoring });

    expect(Object.keys(ports).sort()).toEqual([
      'analytics',
      'clock',
      'cookies',
      'errors',
      'http',
      'ids',
      'media',
      'socket',
      'storage',
      'uploader',
    ]);
    expect(ports.ids.tempId()).toMatch(/^temp_/);
  });

  it('reports recording as unsupported where the browser cannot record', async () => {
    const { media } = createBrowserPorts({ monitoring });
    const failure = await new Promise((resolve) => {
      media
        .record({
          mimeTypes: ['audio/webm'],
          timesliceMs: 100,
          echoCancellation: true,
          noiseSuppression: true,
          sampleRate: 44100,
        })
        .subscribe({ error: resolve });
    });

    expect(failure).toEqual({ kind: 'unsupported', reason: 'recording is not supported in this browser' });
  });
});
