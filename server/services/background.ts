import { COMMUNITIES, communitiesOf } from '../../contract/background';
import type { BackgroundRequest } from '../../contract/schemas/background';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../lib/errors';
import { backgroundRepository } from '../repositories/background';
import { PROFILE_MESSAGES } from './profile-steps';

export const COMMUNITY_NOT_LISTED_MESSAGE = 'Please choose a community from the list for your religion.';

/**
 * Saves the profile's background as a whole (the body was checked against the contract at the edge).
 * The community must be one the app offers for the member's religion; before a religion is given, one
 * of any religion's list. A refused body saves nothing.
 */
export async function saveBackground(db: Db, memberId: string, input: BackgroundRequest): Promise<void> {
  const repo = backgroundRepository(db);
  const religion = await repo.religionOf(memberId);
  if (religion === undefined) throw notFound(PROFILE_MESSAGES.notFound);
  const community = input.community ?? null;
  if (community !== null) {
    const offered = religion === null ? Object.values(COMMUNITIES).flat() : communitiesOf(religion);
    if (!offered.includes(community)) throw badRequest(COMMUNITY_NOT_LISTED_MESSAGE);
  }
  await repo.save(memberId, {
    createdFor: input.createdFor,
    maritalStatus: input.maritalStatus,
    children: input.children ?? null,
    motherTongue: input.motherTongue,
    community,
    occupation: input.occupation ?? null,
  });
}
