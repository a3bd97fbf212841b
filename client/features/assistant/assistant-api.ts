/** The assistant's one call. The answer is checked against the shared schema, so the page can trust its shape. */
import { recommendAnswer, type RecommendAnswer, type RecommendBody } from '../../../shared/assistant.ts';
import { api } from '../../lib/api.ts';

export async function recommend(body: RecommendBody): Promise<RecommendAnswer> {
  return recommendAnswer.parse(await api.post('recommendation/recommend', { json: body }).json());
}
