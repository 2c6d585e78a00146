import type { FastifyInstance } from 'fastify';

/** The most of a report kept in the log: one violation is a few hundred bytes. */
const REPORT_LIMIT = 64 * 1024;

/** One violation, as `report-uri` (application/csp-report) or the Reporting API (application/reports+json) sends it. */
interface ViolationReport {
  documentURL?: string;
  'document-uri'?: string;
  effectiveDirective?: string;
  'effective-directive'?: string;
  'violated-directive'?: string;
  blockedURL?: string;
  'blocked-uri'?: string;
  sourceFile?: string;
  'source-file'?: string;
  lineNumber?: number;
  'line-number'?: number;
  disposition?: string;
}

const reportBody = {
  description: "A browser's report of what the page's Content-Security-Policy refused (or would have refused, report-only)",
  anyOf: [
    { type: 'object', properties: { 'csp-report': { type: 'object' } }, required: ['csp-report'] },
    { type: 'array', maxItems: 100, items: { type: 'object', properties: { type: { type: 'string' }, body: { type: 'object' } } } },
  ],
} as const;

function violationsOf(body: unknown): ViolationReport[] {
  if (Array.isArray(body)) return body.filter((report) => report?.type === 'csp-violation' && report.body).map((report) => report.body as ViolationReport);
  const single = (body as { 'csp-report'?: ViolationReport } | null)?.['csp-report'];
  return single ? [single] : [];
}

/**
 * The policy's reports (http/security-headers.ts): each violation is logged as a warning, so a
 * change of policy can be tried out report-only and a blocked attack is seen.
 */
export default async function securityRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: REPORT_LIMIT }, (_request, text, done) => {
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(Object.assign(new Error('The report is not JSON.'), { statusCode: 400 }), undefined);
    }
  });

  const receivedSchema = { type: 'object', properties: { received: { type: 'integer', description: 'Violations in the report' } } } as const;
  app.post('/csp-reports', { schema: { body: reportBody, response: { 200: receivedSchema } } }, async (request): Promise<{ received: number }> => {
    const violations = violationsOf(request.body);
    for (const report of violations) {
      request.log.warn(
        {
          page: report.documentURL ?? report['document-uri'],
          directive: report.effectiveDirective ?? report['effective-directive'] ?? report['violated-directive'],
          blocked: report.blockedURL ?? report['blocked-uri'],
          source: report.sourceFile ?? report['source-file'],
          line: report.lineNumber ?? report['line-number'],
          disposition: report.disposition,
        },
        'Content-Security-Policy violation',
      );
    }
    return { received: violations.length };
  });
}
