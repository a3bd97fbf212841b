/** The admin's feedback reads and follow-up e-mails. */
import { feedbackListAnswer, followUpAnswer, type FollowUpEmailBody } from '../../../shared/feedback.ts';
import { api } from '../../lib/api.ts';

export async function fetchAllFeedback(signal?: AbortSignal) {
  return feedbackListAnswer.parse(await api.get('feedback/get/all', { signal }).json()).data;
}

export async function sendFollowUpEmail(body: FollowUpEmailBody) {
  return followUpAnswer.parse(await api.post('feedback/send/follow-up-email', { json: body }).json()).data;
}
