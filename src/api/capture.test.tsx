import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import * as refuseAccepted from './fixtures/capture/errors/refuse-accepted-observed';
import * as afterRefusal from './fixtures/capture/status/after-refusal-observed';
import * as notFound from './fixtures/errors/capture-not-found';
import { captureSchema, getDocumentStatuses, isCaptureGone, refusedCapture } from './capture';
import { apiErrorFrom } from './http';
import { recentUploads } from '../stores/recent-uploads';

let urls: URL[];
beforeEach(() => {
  window.localStorage.clear();
  recentUploads.reset();
  urls = [];
  stubApi(
    (request) => {
      urls.push(new URL(request.url));
      return Response.json(afterRefusal.payload);
    },
    { baseUrl: 'https://api.test', token: 't' },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a refused capture, as the platform answers it', () => {
  it('its read is a 404 "Captura não encontrada…", read as that capture refused', () => {
    const error = apiErrorFrom(notFound.status, notFound.payload);
    expect(error.message).toBe(notFound.shown);
    expect(isCaptureGone(error)).toBe(true);
    expect(isCaptureGone(apiErrorFrom(500, {}))).toBe(false);
    const capture = captureSchema.parse(refusedCapture('01a01a96-61f5-7007-8a1b-2c3d4e5f6071', 'doc'));
    expect(capture).toEqual({
      id: '01a01a96-61f5-7007-8a1b-2c3d4e5f6071',
      id_documento: 'doc',
      status: 'REJEITADA',
      previa_evento_financeiro: null,
    });
  });

  it('its document leaves the status list: this browser keeps the refusal it recorded', async () => {
    recentUploads.add({
      id: afterRefusal.refusedDocument,
      nome: 'recibo.pdf',
      tamanho: 1,
      tipo: 'PDF',
      enviado_em: '2026-08-19T10:00:00Z',
      status_documento: 'PRONTO',
      capturas: [{ id_captura: '01a01a96-61f5-7007-8a1b-2c3d4e5f6071', status_captura: 'REJEITADA' }],
    });
    const items = await getDocumentStatuses([afterRefusal.refusedDocument, afterRefusal.otherDocument]);
    expect(urls[0]?.searchParams.getAll('ids')).toEqual([afterRefusal.refusedDocument, afterRefusal.otherDocument]);
    expect(items.map((i) => i.id_documento)).toEqual([afterRefusal.otherDocument]);
    recentUploads.applyStatuses(items);
    expect(recentUploads.all()[0]?.capturas).toEqual([
      { id_captura: '01a01a96-61f5-7007-8a1b-2c3d4e5f6071', status_captura: 'REJEITADA' },
    ]);
  });

  it('refusing an accepted one is a 409 whose message is shown', () => {
    const error = apiErrorFrom(refuseAccepted.status, refuseAccepted.payload);
    expect(error.status).toBe(409);
    expect(error.message).toBe(refuseAccepted.payload.error);
  });
});
