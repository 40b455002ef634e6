import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server';
import { auditRepository } from './audit';

const t = useTestServer();

describe('audit table', () => {
  it('keeps rows about a member after the account is deleted, newest first', async () => {
    const admin = await t.createAccount('admin');
    const member = await t.createAccount('member');
    const audit = auditRepository(t.db);
    await audit.record({ actorId: admin.id, action: 'document.viewed', subjectId: member.id, detail: { kind: 'pan' } });
    await audit.record({ actorId: null, action: 'document.removed', subjectId: member.id });
    await t.db.query('DELETE FROM users WHERE id = $1', [member.id]);

    const rows = await audit.aboutMember(member.id);
    expect(rows.map((row) => [row.actorId, row.action, row.detail])).toEqual([
      [null, 'document.removed', {}],
      [admin.id, 'document.viewed', { kind: 'pan' }],
    ]);
  });
});
