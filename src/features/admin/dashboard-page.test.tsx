import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProfileItem } from '../../../contract/schemas/profile';
import { adminProfiles } from '../../../tests/mocks/fixtures';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo, type RecordedRequest } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { expectConsoleError } from '../../../tests/support/console-guard';

const DASHBOARD = '/secret-portal/dashboard';
const [kavya, arjun] = adminProfiles;

/** A promise the test settles by hand, to hold a request open. */
function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function expectAdminRequest(request: RecordedRequest) {
  expect(request.headers.authorization).toBe('mock-admin-token');
  expect(request.credentials).toBe('include');
  expect(request.headers['x-request-id']).toBe('matrimony-admin-portal');
}

/** The screen is a lazy route: its first load can be slow on a busy machine. */
const SLOW = { timeout: 5000 };
/** Each test renders the route and waits for modal transitions: room for a busy CI machine. */
const TEST_OPTIONS = { timeout: 15000 };

async function findTable() {
  return screen.findByRole('table', { name: 'Profiles awaiting review' }, SLOW);
}

/** The body row of the profile with this first name. */
function rowOf(table: HTMLElement, firstName: string) {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(firstName));
  if (!row) throw new Error(`No row for ${firstName}`);
  return row;
}

function manyProfiles(count: number): AdminProfileItem[] {
  return Array.from({ length: count }, (_, index) => ({
    ...kavya,
    id: `p-${index + 1}`,
    firstName: `First${index + 1}`,
    lastName: `Last${index + 1}`,
  }));
}

describe('admin dashboard: loading the list', TEST_OPTIONS, () => {
  it("shows 'Loading ....' until the list arrives, then the table", async () => {
    const gate = deferred();
    server.use(
      route('get', '/profile/list', 'admin', async () => {
        await gate.promise;
        return ok(adminProfiles);
      }),
    );
    renderRoute(DASHBOARD, { admin: true });
    expect(await screen.findByText('Loading ....', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    gate.release();
    await findTable();
    expect(screen.queryByText('Loading ....')).not.toBeInTheDocument();
  });

  it('asks GET /profile/list with the cookie token, credentials and the request id', async () => {
    renderRoute(DASHBOARD, { admin: true });
    await findTable();
    const requests = requestsTo('GET', '/profile/list');
    expect(requests).toHaveLength(1);
    expectAdminRequest(requests[0]);
    expect(requests[0].query).toEqual({});
  });

  it('shows the columns of spec 2 in order and one row per profile', async () => {
    renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'ID',
      'FirstName',
      'LastName',
      'Selfie',
      'PAN Card',
      'College Degree',
      'Income Proof',
      'Profile Images',
      'Verify',
    ]);
    const kavyaCells = within(rowOf(table, 'Kavya')).getAllByRole('cell');
    expect(kavyaCells.slice(0, 3).map((cell) => cell.textContent)).toEqual(['a-1', 'Kavya', 'Nair']);
    const arjunCells = within(rowOf(table, 'Arjun')).getAllByRole('cell');
    expect(arjunCells.slice(0, 3).map((cell) => cell.textContent)).toEqual(['a-2', 'Arjun', 'Mehta']);
    // Header row + two profiles.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('loads no image until one is viewed', async () => {
    renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    expect(within(table).queryAllByRole('img')).toHaveLength(0);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('only logs a failed list: loading ends and the table stays empty', async () => {
    expectConsoleError(1);
    server.use(route('get', '/profile/list', 'admin', () => fail(500)));
    renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    expect(screen.queryByText('Loading ....')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);
    expect(screen.queryByText('No profiles awaiting review.')).not.toBeInTheDocument();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('only logs a network error on the list, with an empty table', async () => {
    expectConsoleError(1);
    server.use(route('get', '/profile/list', 'admin', () => Response.error()));
    renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByText('Loading ....')).not.toBeInTheDocument();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('says so when no profile awaits review', async () => {
    server.use(route('get', '/profile/list', 'admin', () => ok([])));
    renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    expect(within(table).getByRole('cell', { name: 'No profiles awaiting review.' })).toBeInTheDocument();
  });

  it('sends a visitor without the cookie to /secret-portal/login and asks nothing', async () => {
    const { path } = renderRoute(DASHBOARD);
    await waitFor(() => expect(path()).toBe('/secret-portal/login'), SLOW);
    expect(requestsTo('GET', '/profile/list')).toHaveLength(0);
  });
});

describe('admin dashboard: documents', TEST_OPTIONS, () => {
  it.each([
    ['View Selfie Image of Kavya Nair', 'Selfie Image', kavya.photoImageUrl],
    ['View PAN Image of Kavya Nair', 'PAN Image', kavya.panImageUrl],
    ['View College Degree Image of Kavya Nair', 'College Degree Image', kavya.degreeImageUrl],
    ['View Income Proof Image of Kavya Nair', 'Income Proof Image', kavya.incomeImageUrl],
    ['Image 0 of Kavya Nair', 'Profile Image 0', kavya.imageUrls[0]],
    ['Image 1 of Kavya Nair', 'Profile Image 1', kavya.imageUrls[1]],
  ])('%s opens an extra-large modal titled %s with the image', async (button, title, src) => {
    const { user } = renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    await user.click(within(table).getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: title })).toHaveAttribute('src', src);
    // eslint-disable-next-line testing-library/no-node-access -- spec 9: the modal's size is a class, not a role
    expect(dialog.querySelector('.modal-dialog')).toHaveClass('modal-xl');
  });

  it('shows the image of the last View pressed', async () => {
    const { user } = renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    await user.click(within(table).getByRole('button', { name: 'View PAN Image of Kavya Nair' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(table).getByRole('button', { name: 'View Selfie Image of Arjun Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selfie Image' });
    expect(within(dialog).getByRole('img', { name: 'Selfie Image' })).toHaveAttribute('src', arjun.photoImageUrl);
  });

  it('says so when an image cannot be loaded instead of showing a broken picture', async () => {
    const { user } = renderRoute(DASHBOARD, { admin: true });
    await user.click(within(await findTable()).getByRole('button', { name: 'View PAN Image of Kavya Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'PAN Image' });
    fireEvent.error(within(dialog).getByRole('img', { name: 'PAN Image' }));
    expect(within(dialog).getByText('The image could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it("labels the buttons 'View' and 'Image N'", async () => {
    renderRoute(DASHBOARD, { admin: true });
    const row = rowOf(await findTable(), 'Kavya');
    expect(
      within(row)
        .getAllByRole('button', { name: /^View / })
        .map((button) => button.textContent),
    ).toEqual(['View', 'View', 'View', 'View']);
    expect(within(row).getByRole('button', { name: 'Image 0 of Kavya Nair' })).toHaveTextContent(/^Image 0$/);
    expect(within(row).getByRole('button', { name: 'Image 1 of Kavya Nair' })).toHaveTextContent(/^Image 1$/);
    const arjunRow = rowOf(screen.getByRole('table'), 'Arjun');
    expect(within(arjunRow).getAllByRole('button', { name: /^Image \d/ })).toHaveLength(1);
  });

  it('closes the modal by its close button, a backdrop click and Escape', async () => {
    const { user } = renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    const openSelfie = async () => {
      await user.click(within(table).getByRole('button', { name: 'View Selfie Image of Kavya Nair' }));
      return screen.findByRole('dialog', { name: 'Selfie Image' });
    };
    const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    let dialog = await openSelfie();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();

    dialog = await openSelfie();
    // The dialog element is the backdrop area around the modal's content.
    await user.click(dialog);
    await closed();

    dialog = await openSelfie();
    // A click inside the content does not close it.
    await user.click(within(dialog).getByRole('img', { name: 'Selfie Image' }));
    expect(screen.getByRole('dialog', { name: 'Selfie Image' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await closed();
  });

  it("shows 'Not uploaded' instead of a View button for a missing document", async () => {
    renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    const row = rowOf(table, 'Arjun');
    const incomeCell = within(row).getAllByRole('cell')[6];
    expect(incomeCell).toHaveTextContent(/^Not uploaded$/);
    expect(within(incomeCell).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'View Income Proof Image of Arjun Mehta' }),
    ).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View Selfie Image of Arjun Mehta' })).toBeInTheDocument();
    // Kavya has every document.
    expect(within(rowOf(table, 'Kavya')).queryByText('Not uploaded')).not.toBeInTheDocument();
  });

  it("shows 'Not uploaded' for a profile without any photo", async () => {
    server.use(route('get', '/profile/list', 'admin', () => ok([{ ...arjun, imageUrls: [], panImageUrl: null }])));
    renderRoute(DASHBOARD, { admin: true });
    const row = rowOf(await findTable(), 'Arjun');
    const cells = within(row).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent(/^Not uploaded$/);
    expect(cells[7]).toHaveTextContent(/^Not uploaded$/);
    expect(within(cells[7]).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('admin dashboard: publishing', TEST_OPTIONS, () => {
  it("publishes with GET /profile/verify?id=, alerts 'Profile Published' and marks the row", async () => {
    const { user } = renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    await user.click(within(table).getByRole('button', { name: 'Verify Kavya Nair' }));

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Profile Published'));
    expect(window.alert).toHaveBeenCalledTimes(1);
    const requests = requestsTo('GET', '/profile/verify');
    expect(requests).toHaveLength(1);
    expect(requests[0].query).toEqual({ id: 'a-1' });
    expectAdminRequest(requests[0]);

    const kavyaRow = rowOf(table, 'Kavya');
    expect(await within(kavyaRow).findByText('Published')).toBeInTheDocument();
    expect(within(kavyaRow).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    expect(within(rowOf(table, 'Arjun')).getByRole('button', { name: 'Verify Arjun Mehta' })).toBeEnabled();
  });

  it('disables Verify while the call is on its way and sends it once', async () => {
    const gate = deferred();
    server.use(
      route('get', '/profile/verify', 'admin', async () => {
        await gate.promise;
        return ok();
      }),
    );
    const { user } = renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    const verify = within(table).getByRole('button', { name: 'Verify Kavya Nair' });
    await user.click(verify);
    await waitFor(() => expect(verify).toBeDisabled());
    expect(verify).toHaveTextContent('Verify');
    await user.click(verify);
    expect(window.alert).not.toHaveBeenCalled();

    gate.release();
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Profile Published'));
    expect(requestsTo('GET', '/profile/verify')).toHaveLength(1);
  });

  it("alerts 'Profile Verification Failed. Please try again' on a failure and lets the admin retry", async () => {
    server.use(route('get', '/profile/verify', 'admin', () => fail(500)));
    const { user } = renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    const verify = within(table).getByRole('button', { name: 'Verify Arjun Mehta' });
    await user.click(verify);

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Profile Verification Failed. Please try again'));
    await waitFor(() => expect(verify).toBeEnabled());
    expect(within(rowOf(table, 'Arjun')).queryByText('Published')).not.toBeInTheDocument();
    expect(requestsTo('GET', '/profile/verify')[0].query).toEqual({ id: 'a-2' });

    server.use(route('get', '/profile/verify', 'admin', () => ok()));
    await user.click(verify);
    await waitFor(() => expect(window.alert).toHaveBeenLastCalledWith('Profile Published'));
    expect(await within(rowOf(table, 'Arjun')).findByText('Published')).toBeInTheDocument();
  });

  it('alerts the failure text even when the server sends an errorMessage', async () => {
    server.use(route('get', '/profile/verify', 'admin', () => fail(400, 'Profile is incomplete.')));
    const { user } = renderRoute(DASHBOARD, { admin: true });
    await user.click(within(await findTable()).getByRole('button', { name: 'Verify Kavya Nair' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Profile Verification Failed. Please try again'));
    expect(window.alert).not.toHaveBeenCalledWith('Profile Published');
  });

  it('alerts the failure text on a network error and logs it', async () => {
    expectConsoleError(1);
    server.use(route('get', '/profile/verify', 'admin', () => Response.error()));
    const { user } = renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    const verify = within(table).getByRole('button', { name: 'Verify Kavya Nair' });
    await user.click(verify);
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Profile Verification Failed. Please try again'));
    await waitFor(() => expect(verify).toBeEnabled());
  });
});

describe('admin dashboard: hundreds of profiles', TEST_OPTIONS, () => {
  it('pages the table 25 rows at a time with Previous and Next', async () => {
    server.use(route('get', '/profile/list', 'admin', () => ok(manyProfiles(30))));
    const { user } = renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    const pages = screen.getByRole('navigation', { name: 'Profile pages' });
    const bodyRows = () => within(table).getAllByRole('row').slice(1);

    expect(bodyRows()).toHaveLength(25);
    expect(within(table).getByText('First1')).toBeInTheDocument();
    expect(within(table).getByText('First25')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 2 (1–25 of 30)')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(bodyRows()).toHaveLength(5);
    expect(within(table).getByText('First26')).toBeInTheDocument();
    expect(within(table).queryByText('First1')).not.toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 2 (26–30 of 30)')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    // Published stays published across pages.
    await user.click(within(rowOf(table, 'First30')).getByRole('button', { name: 'Verify First30 Last30' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Profile Published'));
    expect(requestsTo('GET', '/profile/verify')[0].query).toEqual({ id: 'p-30' });
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(within(table).getByText('First1')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(rowOf(table, 'First30')).getByText('Published')).toBeInTheDocument();
    expect(within(table).queryAllByRole('img')).toHaveLength(0);
  });

  it('shows no pager for one page of profiles', async () => {
    server.use(route('get', '/profile/list', 'admin', () => ok(manyProfiles(25))));
    renderRoute(DASHBOARD, { admin: true });
    const table = await findTable();
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.queryByRole('navigation', { name: 'Profile pages' })).not.toBeInTheDocument();
  });
});
