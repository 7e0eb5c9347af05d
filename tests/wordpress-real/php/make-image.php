<?php
// Draws a raster copy of one of the snapshot's SVG illustrations with PHP's GD (no download, no
// ImageMagick): its size, its background and its circles. php make-image.php <svg> <out.jpg|out.png>
[ , $svg_file, $out ] = $argv;
$svg = file_get_contents( $svg_file );
preg_match( '/viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/', $svg, $box );
$width  = (int) ( $box[1] ?? 1200 );
$height = (int) ( $box[2] ?? 800 );
$image  = imagecreatetruecolor( $width, $height );
$color  = static function ( string $hex ) use ( $image ) {
	$hex = ltrim( $hex, '#' );
	if ( 3 === strlen( $hex ) ) {
		$hex = $hex[0] . $hex[0] . $hex[1] . $hex[1] . $hex[2] . $hex[2];
	}
	return imagecolorallocate( $image, hexdec( substr( $hex, 0, 2 ) ), hexdec( substr( $hex, 2, 2 ) ), hexdec( substr( $hex, 4, 2 ) ) );
};
preg_match( '/<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/', $svg, $background );
imagefilledrectangle( $image, 0, 0, $width, $height, $color( $background[1] ?? '#ffffff' ) );
preg_match_all( '/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="(#[0-9a-fA-F]{3,6})"/', $svg, $circles, PREG_SET_ORDER );
foreach ( $circles as [ , $cx, $cy, $r, $fill ] ) {
	imagefilledellipse( $image, (int) $cx, (int) $cy, (int) ( 2 * $r ), (int) ( 2 * $r ), $color( $fill ) );
}
str_ends_with( $out, '.png' ) ? imagepng( $image, $out, 6 ) : imagejpeg( $image, $out, 82 );
