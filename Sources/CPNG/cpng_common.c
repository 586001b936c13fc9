#include "cpng_private.h"
#include <string.h>

void cpng_copy_message(char *destination, size_t capacity, const char *message) {
    if (destination == NULL || capacity == 0) return;
    size_t length = strlen(message);
    if (length >= capacity) length = capacity - 1;
    memcpy(destination, message, length);
    destination[length] = '\0';
}

void cpng_error_callback(png_structp png, png_const_charp message) {
    char *buffer = (char *)png_get_error_ptr(png);
    /* Keep the first message: it is the cause; later ones are consequences. */
    if (buffer != NULL && buffer[0] == '\0')
        cpng_copy_message(buffer, CPNG_MESSAGE_SIZE, message ? message : "libpng error");
    /* Returning would make libpng print to stderr before jumping; jump ourselves. */
    png_longjmp(png, 1);
}

void cpng_warning_callback(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}
