export interface VehicleType {
  /** 0 means All content. */
  vehicle_type_id: number;
  title: string;
  slug_url: string;
  nav_icon_image_url: string | null;
  logo_image_url: string | null;
}

/** GET /vehicles */
export interface VehiclesResponse {
  vehicle_types: VehicleType[];
  all_content: VehicleType;
}
