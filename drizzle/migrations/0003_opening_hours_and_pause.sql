CREATE TABLE `restaurant_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`time_zone` text,
	`weekly_hours` text,
	`closed_dates` text DEFAULT '[]' NOT NULL,
	`paused_at` integer,
	`paused_until` integer,
	`paused_by` integer,
	`updated_at` integer,
	FOREIGN KEY (`paused_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "restaurant_settings_one_row" CHECK("restaurant_settings"."id" = 1)
);
