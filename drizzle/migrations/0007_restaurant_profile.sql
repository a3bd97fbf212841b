ALTER TABLE `restaurant_settings` ADD `name` text;--> statement-breakpoint
ALTER TABLE `restaurant_settings` ADD `logo_path` text;--> statement-breakpoint
ALTER TABLE `restaurant_settings` ADD `brand_colour` text;--> statement-breakpoint
ALTER TABLE `restaurant_settings` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `restaurant_settings` ADD `email` text;--> statement-breakpoint
ALTER TABLE `restaurant_settings` ADD `street_address` text;--> statement-breakpoint
ALTER TABLE `restaurant_settings` ADD `currency` text;--> statement-breakpoint
ALTER TABLE `restaurant_settings` ADD `locale` text;--> statement-breakpoint
ALTER TABLE `restaurant_settings` ADD `whole_amounts` integer;--> statement-breakpoint
ALTER TABLE `restaurant_settings` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `restaurant_settings` ADD `longitude` real;