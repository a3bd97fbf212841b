CREATE TABLE `rider_positions` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`rider_id` integer NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`accuracy_meters` real,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rider_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `order_events` ADD `rider_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `rider_id` integer REFERENCES users(id);