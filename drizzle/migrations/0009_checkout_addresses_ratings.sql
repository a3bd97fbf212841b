CREATE TABLE `customer_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`label` text NOT NULL,
	`address` text NOT NULL,
	`sector` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`delivery_note` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_addresses_user_idx` ON `customer_addresses` (`user_id`);--> statement-breakpoint
CREATE TABLE `feedback_dish_ratings` (
	`feedback_id` integer NOT NULL,
	`order_line_id` integer NOT NULL,
	`liked` integer NOT NULL,
	PRIMARY KEY(`feedback_id`, `order_line_id`),
	FOREIGN KEY (`feedback_id`) REFERENCES `feedback`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_line_id`) REFERENCES `order_lines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `feedback` ADD `stars` integer;--> statement-breakpoint
ALTER TABLE `one_time_codes` ADD `link_hash` text;--> statement-breakpoint
ALTER TABLE `restaurant_settings` ADD `regulars_skip_code` integer DEFAULT false NOT NULL;