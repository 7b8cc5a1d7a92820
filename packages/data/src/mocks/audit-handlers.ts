import { HttpResponse } from 'msw';
import type { AuditEntry, AuditValueNames } from '../queries/audit';
import type { MyData } from '../queries/my-data';
import { listCall } from './admin-handlers';
import { auditEntries, auditValueNames, myDataExport } from './fixtures/audit';
import { defineCall } from './scenario';
import { rpcResponse, rpcUrl, storageUrl } from './wire';

/** Mocks for the admin's audit trail and a user's "Your data" download. */
export const auditHandlers = {
  auditEntries: listCall<AuditEntry>('audit_log', auditEntries),
  /** The names of the ids the listed entries hold, for the entries asked for. */
  auditValueNames: defineCall<Record<number, AuditValueNames>>({
    method: 'post',
    url: rpcUrl('audit_value_names'),
    respond: async (request, names) => {
      const { entry_ids: ids = [] } = (await request.json().catch(() => ({}))) as {
        entry_ids?: number[];
      };
      const rows = ids.filter((id) => names[id]).map((id) => ({ entry_id: id, names: names[id] }));
      return rpcResponse(request, rows);
    },
    fixture: auditValueNames,
    empty: {},
  }),
  exportMyData: defineCall<MyData>({
    method: 'post',
    url: rpcUrl('export_my_data'),
    respond: (_request, data) => HttpResponse.json(data),
    fixture: myDataExport,
    empty: { ...myDataExport, applications: [], files: [] },
  }),
  /** Any of the user's own files, as Storage answers a download. */
  downloadMyFile: defineCall<string>({
    method: 'get',
    url: storageUrl('object/:bucket/*'),
    matches: (url) =>
      !url.pathname.includes('/object/public/') && !url.pathname.includes('/object/sign/'),
    respond: (_request, text) =>
      new HttpResponse(text, { headers: { 'content-type': 'application/octet-stream' } }),
    fixture: '%PDF-1.4 mock',
    empty: '',
  }),
};
