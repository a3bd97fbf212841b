/**
 * An admin's follow-up e-mail to the customer who left a feedback. It is recorded on the feedback only once the
 * mail has really been handed to the transport; a failed send is reported as such, never as sent.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { feedback, orders, users } from '../../drizzle/schema.ts';
import { STARS_MAX, type FollowUp, type followUpEmailBody } from '../../shared/feedback.ts';
import type { AuthenticatedUser } from '../auth/sessions.ts';
import { notFound, serviceUnavailable } from '../errors.ts';
import { followUpLetter } from '../mail/templates.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';

/** What the customer gave, as the reply quotes it: the stars too, since the words may be missing. */
function quoted({ stars, content }: { stars: number | null; content: string }): string {
  const rating = stars === null ? null : `Rated ${stars} of ${STARS_MAX} stars.`;
  return [rating, content].filter(Boolean).join('\n');
}

export function createFollowUpSender(app: FastifyInstance) {
  const perAdmin = new RateLimiter(LIMITS.followUpsPerAdmin);
  const perFeedback = new RateLimiter(LIMITS.followUpsPerFeedback);

  return async function sendFollowUp(
    admin: AuthenticatedUser,
    request: z.output<typeof followUpEmailBody>,
  ): Promise<FollowUp> {
    const { feedback_id: feedbackId, customer_id: customerId, order_id: orderId, body } = request;
    const target = app.db
      .select({ email: users.email, content: feedback.content, stars: feedback.stars })
      .from(feedback)
      .innerJoin(orders, eq(orders.id, feedback.orderId))
      .innerJoin(users, eq(users.id, feedback.customerId))
      .where(
        and(
          eq(feedback.id, feedbackId),
          eq(feedback.customerId, customerId),
          eq(feedback.orderId, orderId),
          eq(orders.customerId, customerId),
        ),
      )
      .get();
    // A wrong customer or order answers exactly like a missing feedback: which part was wrong stays unsaid.
    if (!target) throw notFound('No such feedback.');

    perFeedback.consume(String(feedbackId), 'This feedback has just been followed up several times.');
    perAdmin.consume(String(admin.id), 'You are sending follow-up e-mails very quickly.');

    const letter = followUpLetter({ sender: app.restaurant.profile(), orderId, feedback: quoted(target), body });
    const sent = await app.mail.send({ to: target.email, ...letter, purpose: 'follow-up' });
    // The mailer has logged and recorded the reason; the admin hears that nothing went out.
    if (!sent.ok) throw serviceUnavailable('The e-mail could not be sent right now. Please try again later.');

    const at = Date.now();
    app.db.update(feedback).set({ followUpAt: at, followUpBy: admin.id }).where(eq(feedback.id, feedbackId)).run();
    return { sent_at: new Date(at).toISOString(), sent_by: admin.name };
  };
}
