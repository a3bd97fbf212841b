DROP INDEX `orders_confirmed_idx`;--> statement-breakpoint
CREATE INDEX `orders_dashboard_idx` ON `orders` (`confirmed_at`,`status`,`sector`,`total_cents`);--> statement-breakpoint
DROP INDEX `order_events_order_idx`;--> statement-breakpoint
CREATE INDEX `order_events_status_at_idx` ON `order_events` (`to_status`,`at`);--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`,`to_status`,`at`);--> statement-breakpoint
DROP INDEX `order_lines_order_idx`;--> statement-breakpoint
CREATE INDEX `order_lines_order_idx` ON `order_lines` (`order_id`,`product_name`,`quantity`);