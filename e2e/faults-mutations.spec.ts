import { expect, test } from './fixtures';
import { faultOn, MUTATIONS } from './support/fault-screens';
import { mutationCases, openMutation } from './support/fault-suite';

/**
 * Fault suite, scenario 4 (docs/fault-suite.md): a 500 on every mutation. The server's
 * message is shown, what was typed is kept, nothing half-done is shown as done, and the
 * record is unchanged on the server. The table (support/fault-suite.ts) names the
 * mutations; those whose 500 is tested in their screen's spec are referenced there, not
 * repeated here.
 */

const FAILURE = 'Falha simulada pela suíte de falhas.';

test.use({ startAt: '/captura' });

test.beforeEach(({ allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
});

for (const c of mutationCases('serverError')) {
  test(c.title, async ({ signedIn: page, api, sandbox }) => {
    const sending = await openMutation(c, { page, api });
    const failure = sending.failure?.();
    if (!failure) throw new Error(`${c.title}: the screen names no error for a 500`);
    const times = MUTATIONS[c.mutation].failsEveryTime ? {} : { times: 1 };
    await sandbox.fault(faultOn(sending.request, { status: 500, error: FAILURE, ...times }));
    await sending.send();

    await expect(failure).toContainText(FAILURE);
    await sending.failed?.();
    await sending.kept?.();
    await expect(page).toHaveURL(sending.url);
    if (sending.shownDone) await expect(sending.shownDone).toHaveCount(0);
    await sending.notDoneOnServer();

    if (sending.afterFailure) await sending.afterFailure();
    else {
      // Sending again (the fault was for one request) works.
      await sending.send();
      await sending.done();
      await sending.doneOnServer();
    }
  });
}
